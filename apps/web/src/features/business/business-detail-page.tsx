import { useTranslation } from 'react-i18next';
import { errorText } from '@/app/api/api-message';
import { useSession } from '@/app/session/use-session';
import { Button } from '@/ui/button';
import { Empty } from '@/ui/empty';
import { BuildingIcon } from '@/ui/icons';
import { Spinner } from '@/ui/spinner';
import { BusinessDetailsForm } from './business-form';
import { BUSINESS_NS, withBusiness } from './business-namespace';
import { useBusinessDetailsQuery } from './use-business-details.query';

/** /business-detail: the owner edits the business's name, type, revenue band, logo and address. */
function BusinessDetailPage() {
  const { t } = useTranslation();
  const { t: tb } = useTranslation(BUSINESS_NS);
  const session = useSession();
  const userId = session?.user.id ?? '';
  const business = useBusinessDetailsQuery(userId);
  if (!session) return null;
  if (business.isPending) return <Spinner fullPage />;
  if (business.isError)
    return (
      <div className="page">
        <Empty
          icon={<BuildingIcon />}
          title={tb('loadFailed')}
          body={errorText(t, business.error)}
          action={
            <Button variant="secondary" onClick={() => void business.refetch()}>
              {tb('retry')}
            </Button>
          }
        />
      </div>
    );
  return (
    <div className="page stack business-page">
      <header>
        <h1 className="page__title">{t('screens.businessDetail')}</h1>
        <p className="page__lead">{tb('lead')}</p>
      </header>
      <div className="card">
        <BusinessDetailsForm business={business.data} userId={userId} />
      </div>
    </div>
  );
}

export default withBusiness(BusinessDetailPage);
