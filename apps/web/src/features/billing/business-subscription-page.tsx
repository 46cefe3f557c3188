import { useTranslation } from 'react-i18next';
import { errorText } from '@/app/api/api-message';
import { useSession } from '@/app/session/use-session';
import { Button } from '@/ui/button';
import { Empty } from '@/ui/empty';
import { BuildingIcon } from '@/ui/icons';
import { Spinner } from '@/ui/spinner';
import { BillingBankStep } from './billing-bank-step';
import { withBilling } from './billing-namespace';
import { InvoicesList } from './invoices-list';
import { PlanFeatures } from './plan-features';
import { RenewalActions } from './renewal-actions';
import { StatusCard } from './status-card';
import { SubscribeForm } from './subscribe-form';
import { useMyBusinessQuery } from './use-my-business.query';
import { useSubscriptionQuery } from './use-subscription.query';

/** Statuses in which the owner may choose a plan and pay (past due: pay now instead of waiting for the retry). */
const CAN_SUBSCRIBE = new Set(['none', 'trialing', 'pastDue', 'lapsed', 'canceled']);

function Failure({ title, error, retry }: { title: string; error: unknown; retry: () => void }) {
  const { t } = useTranslation('billing');
  const { t: tm } = useTranslation();
  return (
    <div className="page">
      <Empty
        icon={<BuildingIcon />}
        title={title}
        body={errorText(tm, error)}
        action={
          <Button variant="secondary" onClick={retry}>
            {t('manage.retry')}
          </Button>
        }
      />
    </div>
  );
}

function ManageSubscription({
  businessId,
  userId,
  currency,
}: {
  businessId: string;
  userId: string;
  currency: string;
}) {
  const { t } = useTranslation('billing');
  const query = useSubscriptionQuery(businessId);
  if (query.isPending) return <Spinner fullPage />;
  if (query.isError)
    return <Failure title={t('manage.loadFailed')} error={query.error} retry={() => void query.refetch()} />;
  const { subscription, invoices } = query.data;
  const renewing = subscription.status === 'active';
  return (
    <div className="page stack billing-page">
      <header>
        <h1 className="page__title">{t('manage.title')}</h1>
        <p className="page__lead">{t('manage.lead')}</p>
      </header>
      <StatusCard subscription={subscription}>
        {renewing && <RenewalActions businessId={businessId} subscription={subscription} />}
      </StatusCard>
      {CAN_SUBSCRIBE.has(subscription.status) && (
        <SubscribeForm
          businessId={businessId}
          userId={userId}
          currency={currency}
          status={subscription.status}
          trialEndsAt={subscription.trialEndsAt}
        />
      )}
      <InvoicesList businessId={businessId} invoices={invoices} />
      <PlanFeatures />
    </div>
  );
}

/** /business-subscription: the owner's subscription, plan and card choice (3-D Secure included), promo code, invoices, cancel. */
function BusinessSubscriptionPage() {
  const { t } = useTranslation('billing');
  const session = useSession();
  const userId = session?.user.id ?? '';
  const business = useMyBusinessQuery(userId);
  if (!session) return null;
  if (business.isPending) return <Spinner fullPage />;
  if (business.isError)
    return (
      <Failure title={t('manage.noBusiness')} error={business.error} retry={() => void business.refetch()} />
    );
  return (
    <BillingBankStep>
      <ManageSubscription businessId={business.data.id} userId={userId} currency={session.user.currency} />
    </BillingBankStep>
  );
}

export default withBilling(BusinessSubscriptionPage);
