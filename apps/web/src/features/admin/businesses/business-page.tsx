import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@/ui/spinner';
import { ADMIN_NS } from '../admin-namespace';
import { LoadError } from '../shell/load-error';
import { BusinessFacts, InvoicesCard, PromoAndTeamsCard, SubscriptionCard } from './business-sections';
import { useBusinessQuery } from './use-business.query';

/** /admin/businesses/:id: the business, its owner, subscription, invoices, promo code and teams. */
export default function BusinessPage() {
  const { t } = useTranslation(ADMIN_NS);
  const { id = '' } = useParams();
  const business = useBusinessQuery(id);
  return (
    <div className="admin-page">
      <Link to="/admin/businesses">{t('businesses.back')}</Link>
      {business.isPending && <Spinner />}
      {business.isError && <LoadError error={business.error} onRetry={() => void business.refetch()} />}
      {business.data && (
        <>
          <h1 className="admin-page__title">{business.data.business.name}</h1>
          <BusinessFacts business={business.data.business} />
          <SubscriptionCard subscription={business.data.subscription} />
          <InvoicesCard invoices={business.data.invoices} />
          <PromoAndTeamsCard detail={business.data} />
        </>
      )}
    </div>
  );
}
