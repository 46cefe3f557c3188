import { useTranslation } from 'react-i18next';
import { deriveRole } from '@opentip/shared/roles';
import { errorText } from '@/app/api/api-message';
import { useSession } from '@/app/session/use-session';
import { STORAGE_KEYS, readStorage } from '@/app/storage-keys';
import { Button, ButtonLink } from '@/ui/button';
import { Spinner } from '@/ui/spinner';
import { withBilling } from './billing-namespace';
import { PlanFeatures } from './plan-features';
import { PlanPriceCards } from './plan-price-cards';
import { usePlansQuery } from './use-plans.query';
import { visitorCurrency } from './visitor-currency';

function PlanPrices({ currency }: { currency: string }) {
  const { t } = useTranslation('billing');
  const { t: tm } = useTranslation();
  const plans = usePlansQuery(currency);
  if (plans.isPending) return <Spinner />;
  if (plans.isError)
    return (
      <div className="notice billing-error" role="alert">
        <span>
          {t('plans.loadFailed')} {errorText(tm, plans.error)}
        </span>
        <Button variant="secondary" onClick={() => void plans.refetch()}>
          {t('plans.retry')}
        </Button>
      </div>
    );
  const shownIn = plans.data.plans[0]?.currency ?? currency;
  return (
    <>
      <PlanPriceCards plans={plans.data.plans} />
      <p className="form-note">{t('plans.pricesIn', { currency: shownIn })}</p>
      <h2 className="billing-section__title">{t('plans.rulesTitle')}</h2>
      <ul className="billing-rules">
        <li>{t('plans.trial', { count: plans.data.trialDays })}</li>
        <li>{t('plans.grace', { count: plans.data.graceDays })}</li>
        <li>{t('plans.cancelRule')}</li>
        <li>{t('plans.tipsRule')}</li>
      </ul>
    </>
  );
}

/** /Subscription: what a business gets, the prices in the visitor's currency, the trial and grace rules. */
function SubscriptionPage() {
  const { t } = useTranslation('billing');
  const session = useSession();
  const currency = visitorCurrency({
    sessionCurrency: session?.user.currency,
    storedCurrency: readStorage(STORAGE_KEYS.defaultCurrency),
    languages: navigator.languages,
  });
  const business = session !== null && deriveRole(session.user) === 'businessUser';
  return (
    <div className="page stack billing-page">
      <header>
        <p className="billing-eyebrow">{t('plans.eyebrow')}</p>
        <h1 className="page__title">{t('plans.title')}</h1>
        <p className="page__lead">{t('plans.lead')}</p>
      </header>
      <PlanFeatures />
      <section className="card stack" aria-labelledby="billing-prices-title">
        <h2 id="billing-prices-title" className="billing-section__title">
          {t('plans.pricesTitle')}
        </h2>
        <PlanPrices currency={currency} />
      </section>
      <ButtonLink to={business ? '/business-subscription' : '/businessAccount'} size="lg" block>
        {t(business ? 'plans.ctaManage' : 'plans.ctaSignUp')}
      </ButtonLink>
    </div>
  );
}

export default withBilling(SubscriptionPage);
