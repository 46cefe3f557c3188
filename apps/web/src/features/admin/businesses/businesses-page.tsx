import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SUBSCRIPTION_STATUSES } from '@opentip/shared/schemas/billing.schema';
import { Button } from '@/ui/button';
import { Empty } from '@/ui/empty';
import { SelectField, TextField } from '@/ui/field';
import { BuildingIcon, SearchIcon } from '@/ui/icons';
import { Spinner } from '@/ui/spinner';
import { ADMIN_NS } from '../admin-namespace';
import { LoadError } from '../shell/load-error';
import { Pager, usePagedSearch } from '../shell/pager';
import { useFormatDate } from '../shell/use-format-date';
import { SubscriptionTag } from './subscription-tag';
import { useBusinessesQuery } from './use-businesses.query';

/** /admin/businesses: find a business by name or owner email, filter by subscription status. */
export default function BusinessesPage() {
  const { t } = useTranslation(ADMIN_NS);
  const formatDate = useFormatDate();
  const { params, page, setPage, setParams } = usePagedSearch();
  const q = params.get('q') ?? '';
  const status = params.get('status') ?? '';
  const [draft, setDraft] = useState({ q, status });
  useEffect(() => setDraft({ q, status }), [q, status]);
  const list = useBusinessesQuery({ q, status, page });
  const filtered = Boolean(q || status);

  return (
    <div className="admin-page">
      <h1 className="admin-page__title">{t('businesses.title')}</h1>
      <form
        className="admin-search"
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          setParams(draft);
        }}
      >
        <TextField
          label={t('businesses.searchLabel')}
          required={false}
          type="search"
          value={draft.q}
          onChange={(event) => setDraft({ ...draft, q: event.target.value })}
        />
        <SelectField
          label={t('businesses.statusLabel')}
          required={false}
          placeholder={t('businesses.anyStatus')}
          options={SUBSCRIPTION_STATUSES.map((value) => ({ value, label: t(`businesses.status.${value}`) }))}
          value={draft.status}
          onChange={(event) => setDraft({ ...draft, status: event.target.value })}
        />
        <Button type="submit" icon={<SearchIcon />} loading={list.isFetching && !list.isPending}>
          {t('businesses.search')}
        </Button>
      </form>
      {list.isPending && <Spinner />}
      {list.isError && <LoadError error={list.error} onRetry={() => void list.refetch()} />}
      {list.data && list.data.businesses.length === 0 && (
        <Empty icon={<BuildingIcon />} title={t(filtered ? 'businesses.empty' : 'businesses.emptyAll')} />
      )}
      {list.data && list.data.businesses.length > 0 && (
        <section className="admin-card">
          <ul className="admin-list">
            {list.data.businesses.map((business) => (
              <li key={business.id} data-testid={`business-${business.id}`}>
                <Link className="admin-list__row" to={`/admin/businesses/${business.id}`}>
                  <span className="admin-list__main">
                    <strong>{business.name}</strong>
                    <span className="admin-list__sub">
                      {[business.owner.email, t('businesses.since', { date: formatDate(business.createdAt) })]
                        .filter(Boolean)
                        .join(' · ')}
                    </span>
                  </span>
                  <span className="admin-tags">
                    <SubscriptionTag status={business.subscription.status} />
                    {business.subscription.planId && (
                      <span className="admin-tag">
                        {t(`businesses.plan.${business.subscription.planId}`)}
                      </span>
                    )}
                    {business.subscription.cancelAtPeriodEnd && (
                      <span className="admin-tag admin-tag--warn">{t('businesses.endsAtPeriodEnd')}</span>
                    )}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
          <Pager
            page={list.data.page}
            hasMore={list.data.hasMore}
            total={list.data.total}
            onPageChange={setPage}
          />
        </section>
      )}
    </div>
  );
}
