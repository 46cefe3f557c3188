import { useTranslation } from 'react-i18next';
import { BUSINESS_PLAN_FEATURES } from '@opentip/shared/schemas/billing.schema';
import { CheckIcon } from '@/ui/icons';

/** What a subscription (or the trial) gives a business, one line each. */
export function PlanFeatures() {
  const { t } = useTranslation('billing');
  return (
    <section className="card stack" aria-labelledby="billing-features-title">
      <h2 id="billing-features-title" className="billing-section__title">
        {t('plans.featuresTitle')}
      </h2>
      <ul className="billing-features">
        {BUSINESS_PLAN_FEATURES.map((feature) => (
          <li key={feature} className="billing-feature">
            <CheckIcon width={20} height={20} aria-hidden="true" />
            <span>
              <strong>{t(`plans.features.${feature}.title`)}</strong>
              <span className="billing-feature__body">{t(`plans.features.${feature}.body`)}</span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
