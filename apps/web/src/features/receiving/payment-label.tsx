import { useTranslation } from 'react-i18next';
import type { TipTransaction } from '@opentip/shared/schemas/tips.schema';

/** How a tip was paid: the wallet's name, or the card's brand and last four digits. */
export function PaymentLabel({ tip }: { tip: TipTransaction }) {
  const { t } = useTranslation('receiving');
  if (tip.paymentType !== 'card') return <>{t(`list.paymentTypes.${tip.paymentType}`)}</>;
  if (!tip.card) return <>{t('list.paymentTypes.card')}</>;
  return <bdi dir="ltr" className="nowrap">{`${tip.card.brand.toUpperCase()} •••• ${tip.card.last4}`}</bdi>;
}
