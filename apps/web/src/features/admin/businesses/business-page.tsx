import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ADMIN_NS } from '../admin-namespace';
import { AdminLoaded } from '../shell/admin-results';
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
      <AdminLoaded query={business}>
        {(data) => (
          <>
            <h1 className="admin-page__title">{data.business.name}</h1>
            <BusinessFacts business={data.business} />
            <SubscriptionCard subscription={data.subscription} />
            <InvoicesCard invoices={data.invoices} />
            <PromoAndTeamsCard detail={data} />
          </>
        )}
      </AdminLoaded>
    </div>
  );
}
