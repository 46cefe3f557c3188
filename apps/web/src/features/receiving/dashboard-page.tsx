import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { deriveRole } from '@opentip/shared/roles';
import type { SessionUser } from '@opentip/shared/schemas/user.schema';
import { useSession } from '@/app/session/use-session';
import { ButtonLink } from '@/ui/button';
import { QrIcon } from '@/ui/icons';
import { DashboardFiltersForm } from './dashboard-filters-form';
import { defaultFilters, isDefault, paramsOf, type DashboardFilters } from './dashboard-filters';
import { DashboardTransactions } from './dashboard-transactions';
import { GiverFigures } from './giver-figures';
import { PaidThrough } from './paid-through';
import { ReceiverFigures } from './receiver-figures';
import { ReceivingNamespace } from './receiving-namespace';
import { useDebouncedValue } from '@/app/use-debounced-value';
import { useTransactionsQuery } from './use-transactions.query';
import './dashboard.css';

const SEARCH_DELAY_MS = 300;

function Dashboard({ user }: { user: SessionUser }) {
  const { t } = useTranslation('receiving');
  const [today] = useState(() => new Date());
  const receiver = user.userType === 'payee';
  // A team owner's tips are paid into the team pool: they see the pool.
  const teamLogin = deriveRole(user) === 'teamOwner';
  const defaults = useMemo(() => defaultFilters(user.userType, today), [user.userType, today]);
  const [filters, setFilters] = useState<DashboardFilters>(defaults);
  const search = useDebouncedValue(filters.search, SEARCH_DELAY_MS);
  const asked = paramsOf({ ...filters, search }, { teamLogin });
  const tips = useTransactionsQuery('params' in asked ? asked.params : null);
  const defaultAsked = paramsOf(defaults, { teamLogin });
  // A giver's figures are the default period's tips, whatever the filters show.
  const given = useTransactionsQuery(!receiver && 'params' in defaultAsked ? defaultAsked.params : null);
  const filtered = !isDefault(filters, defaults);

  return (
    <div className="page page--wide dashboard">
      <header className="dashboard__head">
        <div>
          <h1 className="page__title">{t('dashboard.title')}</h1>
          <p className="page__lead">{t(receiver ? 'dashboard.leadReceiver' : 'dashboard.leadGiver')}</p>
        </div>
        {receiver ? (
          <ButtonLink to="/qrhome" variant="secondary">
            <QrIcon /> {t('dashboard.myQr')}
          </ButtonLink>
        ) : (
          <ButtonLink to="/QRScan" variant="secondary">
            <QrIcon /> {t('dashboard.giveTip')}
          </ButtonLink>
        )}
      </header>
      {receiver ? (
        <>
          <ReceiverFigures currency={user.currency} />
          {!teamLogin && <PaidThrough />}
        </>
      ) : (
        <GiverFigures
          tips={given.data?.transactions}
          userId={user.id}
          currency={user.currency}
          today={today}
        />
      )}
      <DashboardFiltersForm
        filters={filters}
        onChange={setFilters}
        onReset={filtered ? () => setFilters(defaults) : undefined}
        problem={'problem' in asked ? asked.problem : undefined}
      />
      {'params' in asked && (
        <DashboardTransactions
          query={tips}
          filters={filters}
          filtered={filtered}
          user={user}
          onReset={() => setFilters(defaults)}
        />
      )}
    </div>
  );
}

/** /home: the reports of SPEC 2, today's figures, the last 30 days as a chart and a list. */
export default function DashboardPage() {
  const session = useSession();
  if (!session) return null;
  return (
    <ReceivingNamespace>
      <Dashboard user={session.user} />
    </ReceivingNamespace>
  );
}
