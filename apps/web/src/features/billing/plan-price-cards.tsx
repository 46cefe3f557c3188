import { useTranslation } from 'react-i18next';
import type { Plan } from '@opentip/shared/schemas/billing.schema';
import { formatMoney } from '@/ui/money';

/** What a year costs less than twelve months, in minor units; 0 when it does not. */
export function yearlySaving(plans: readonly Plan[]): number {
  const monthly = plans.find((p) => p.id === 'monthly');
  const yearly = plans.find((p) => p.id === 'yearly');
  if (!monthly || !yearly || monthly.currency !== yearly.currency) return 0;
  return Math.max(0, monthly.amount * 12 - yearly.amount);
}

/** The plans side by side: name, price and interval, and what the year saves. */
export function PlanPriceCards({ plans }: { plans: readonly Plan[] }) {
  const { t, i18n } = useTranslation('billing');
  const saving = yearlySaving(plans);
  return (
    <ul className="plan-prices">
      {plans.map((plan) => (
        <li key={plan.id} className="plan-price" data-testid={`plan-${plan.id}`}>
          <h3 className="plan-price__name">{t(`plans.${plan.id}`)}</h3>
          <p className="plan-price__amount">
            <strong>{formatMoney(plan.amount, plan.currency, i18n.language)}</strong>{' '}
            <span>{t(plan.interval === 'month' ? 'plans.perMonth' : 'plans.perYear')}</span>
          </p>
          {plan.id === 'yearly' && saving > 0 && (
            <p className="plan-price__saving">
              {t('plans.yearlySaving', { amount: formatMoney(saving, plan.currency, i18n.language) })}
            </p>
          )}
        </li>
      ))}
    </ul>
  );
}
