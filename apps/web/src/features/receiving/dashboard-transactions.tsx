import { useTranslation } from 'react-i18next';
import type { UseQueryResult } from '@tanstack/react-query';
import type { SessionUser } from '@opentip/shared/schemas/user.schema';
import { errorText } from '@/app/api/api-message';
import { Button, ButtonLink } from '@/ui/button';
import { Empty } from '@/ui/empty';
import { CoinsIcon, SearchIcon } from '@/ui/icons';
import { Spinner } from '@/ui/spinner';
import type { DashboardFilters } from './dashboard-filters';
import { CurrencyChart } from './currency-chart';
import { TipsList } from './tips-list';
import type { TransactionsResult } from './use-transactions.query';

interface Props {
  query: UseQueryResult<TransactionsResult>;
  filters: DashboardFilters;
  filtered: boolean;
  user: SessionUser;
  onReset: () => void;
}

/** Chart and list of the filtered period, with the SPEC 8 empty states. */
export function DashboardTransactions({ query, filters, filtered, user, onReset }: Props) {
  const { t } = useTranslation('receiving');
  const { t: tm } = useTranslation();
  if (query.isPending) {
    return (
      <div className="dashboard__loading">
        <Spinner />
      </div>
    );
  }
  if (query.isError) {
    return (
      <Empty
        title={errorText(tm, query.error)}
        action={
          <Button variant="secondary" onClick={() => void query.refetch()}>
            {t('dashboard.retry')}
          </Button>
        }
      />
    );
  }
  const { transactions, truncated } = query.data;
  if (transactions.length === 0) {
    // Nothing at all yet: "No data found"; nothing for these filters: "No record found".
    return filtered ? (
      <Empty
        icon={<SearchIcon />}
        title={tm('messages.noRecordFound')}
        body={t('empty.filteredBody')}
        action={
          <Button variant="secondary" onClick={onReset}>
            {t('filters.reset')}
          </Button>
        }
      />
    ) : (
      <Empty
        icon={<CoinsIcon />}
        title={tm('messages.noDataFound')}
        body={t(user.userType === 'payee' ? 'empty.receiverBody' : 'empty.giverBody')}
        action={
          <ButtonLink to={user.userType === 'payee' ? '/qrhome' : '/QRScan'}>
            {t(user.userType === 'payee' ? 'dashboard.myQr' : 'dashboard.giveTip')}
          </ButtonLink>
        }
      />
    );
  }
  return (
    <div className="stack" aria-busy={query.isFetching || undefined}>
      <CurrencyChart tips={transactions} filters={filters} userId={user.id} currency={user.currency} />
      <h2 className="dashboard__list-title">
        {t('list.title')} <span className="dashboard__count">({query.data.total})</span>
      </h2>
      <TipsList key={JSON.stringify(filters)} tips={transactions} userId={user.id} truncated={truncated} />
    </div>
  );
}
