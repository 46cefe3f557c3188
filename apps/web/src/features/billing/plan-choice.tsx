import { useTranslation } from 'react-i18next';
import type { Plan, PlanId } from '@opentip/shared/schemas/billing.schema';
import { formatMoney } from '@/ui/money';
import { yearlySaving } from './plan-price-cards';

interface Props {
  plans: readonly Plan[];
  chosen: PlanId;
  onChoose: (id: PlanId) => void;
}

/** Monthly or yearly, each with its price and interval. */
export function PlanChoice({ plans, chosen, onChoose }: Props) {
  const { t, i18n } = useTranslation('billing');
  const saving = yearlySaving(plans);
  return (
    <fieldset className="billing-choices">
      <legend className="billing-legend">{t('subscribe.planLegend')}</legend>
      {plans.map((plan) => (
        <label key={plan.id} className="billing-choice">
          <input
            type="radio"
            name="billing-plan"
            value={plan.id}
            checked={chosen === plan.id}
            onChange={() => onChoose(plan.id)}
          />
          <span className="billing-choice__label">{t(`plans.${plan.id}`)}</span>
          <span className="billing-choice__meta">
            {formatMoney(plan.amount, plan.currency, i18n.language)}{' '}
            {t(plan.interval === 'month' ? 'plans.perMonth' : 'plans.perYear')}
            {plan.id === 'yearly' && saving > 0 && (
              <span className="billing-choice__saving">
                {t('plans.yearlySaving', { amount: formatMoney(saving, plan.currency, i18n.language) })}
              </span>
            )}
          </span>
        </label>
      ))}
    </fieldset>
  );
}
