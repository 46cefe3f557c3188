import { useTranslation } from 'react-i18next';
import type { PaymentType } from '@opentip/shared/schemas/tips.schema';

interface Props {
  value: PaymentType;
  onChange: (value: PaymentType) => void;
  /** The ways offered for this receiver and currency (payment-ways.ts offeredTypes), in order. */
  types: readonly PaymentType[];
}

const ICONS: Record<PaymentType, string> = {
  card: 'M3 6h18v12H3zM3 10h18M7 15h3',
  applePay:
    'M15.5 4.5c-.9.1-2 .7-2.6 1.5-.6.7-1 1.7-.9 2.6 1 .1 2-.5 2.6-1.3.6-.8 1-1.8.9-2.8zM16.6 12.4c0-1.8 1.5-2.7 1.6-2.8-.9-1.3-2.2-1.5-2.7-1.5-1.2-.1-2.2.7-2.8.7-.6 0-1.5-.7-2.4-.7-1.3 0-2.4.7-3.1 1.9-1.3 2.3-.3 5.6 1 7.4.6.9 1.3 1.9 2.3 1.9.9 0 1.3-.6 2.4-.6s1.4.6 2.4.6c1 0 1.6-.9 2.2-1.8.7-1 1-2 1-2.1 0 0-1.9-.7-1.9-3z',
  googlePay:
    'M12 11v3h4.3c-.5 2-2.2 3.3-4.3 3.3a5.3 5.3 0 110-10.6c1.3 0 2.5.5 3.4 1.3l2.2-2.2A8.4 8.4 0 0012 3.6a8.4 8.4 0 100 16.8c4.8 0 8.1-3.4 8.1-8.2 0-.4 0-.8-.1-1.2z',
  paypal: 'M7 20l2.5-16h6a4 4 0 010 8h-4L10 20zM9.5 12h5',
  mobileMoney: 'M8 3h8v18H8zM11 18h2M10 7h4',
};
const OUTLINED: readonly PaymentType[] = ['card', 'paypal', 'mobileMoney'];

/** SPEC 2: the ways this receiver can be paid in this currency (card, wallets, PayPal, mobile money). */
export function PaymentTypeSection({ value, onChange, types }: Props) {
  const { t } = useTranslation('tipping');
  return (
    <section className="card stack" aria-labelledby="pay-type-title">
      <fieldset className="choice-cards">
        <legend id="pay-type-title" className="tip-section__title">
          {t('paymentType.title')}
        </legend>
        {types.map((type) => (
          <label key={type} className="choice-card">
            <input
              type="radio"
              name="payment-type"
              value={type}
              checked={value === type}
              onChange={() => onChange(type)}
            />
            <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" className="choice-card__icon">
              <path
                d={ICONS[type]}
                fill={OUTLINED.includes(type) ? 'none' : 'currentColor'}
                stroke={OUTLINED.includes(type) ? 'currentColor' : 'none'}
                strokeWidth="1.8"
              />
            </svg>
            <span className="choice-card__label">{t(`paymentType.${type}`)}</span>
          </label>
        ))}
      </fieldset>
    </section>
  );
}
