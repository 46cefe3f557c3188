import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SUBSCRIPTION_STATUSES } from '@opentip/shared/schemas/billing.schema';
import { Empty } from '@/ui/empty';
import { SelectField, TextField } from '@/ui/field';
import { BuildingIcon } from '@/ui/icons';
import { ADMIN_NS } from '../admin-namespace';
import { AdminResults, PagedCardList } from '../shell/admin-results';
import { AdminSearchForm } from '../shell/admin-search-form';
import { Ltr } from '../shell/bidi';
import { usePagedSearch } from '../shell/pager';
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
      <AdminSearchForm
        submitLabel={t('businesses.search')}
        searching={list.isFetching && !list.isPending}
        onSubmit={() => setParams(draft)}
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
      </AdminSearchForm>
      <AdminResults
        query={list}
        rows={(data) => data.businesses}
        empty={
          <Empty
            headingLevel={2}
            icon={<BuildingIcon />}
            title={t(filtered ? 'businesses.empty' : 'businesses.emptyAll')}
          />
        }
      >
        {(businesses, data) => (
          <PagedCardList pages={data} onPageChange={setPage}>
            {businesses.map((business) => (
              <li key={business.id} data-testid={`business-${business.id}`}>
                <Link className="admin-list__row" to={`/admin/businesses/${business.id}`}>
                  <span className="admin-list__main">
                    <strong>
                      <bdi>{business.name}</bdi>
                    </strong>
                    <span className="admin-list__sub">
                      {business.owner.email && (
                        <>
                          <Ltr>{business.owner.email}</Ltr>
                          {' · '}
                        </>
                      )}
                      {t('businesses.since', { date: formatDate(business.createdAt) })}
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
          </PagedCardList>
        )}
      </AdminResults>
    </div>
  );
}
