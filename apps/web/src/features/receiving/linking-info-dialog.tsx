import { useTranslation } from 'react-i18next';
import { Dialog } from '@/ui/dialog';
import { Button } from '@/ui/button';
import { ShieldIcon } from '@/ui/icons';
import type { ProviderName } from '@opentip/shared/payment-rails';

interface Props {
  open: boolean;
  onClose: () => void;
  /** Without it the dialog only informs (PayPal and Flutterwave are linked by a form on their screen). */
  onConfirm?: () => void;
  provider: ProviderName;
  /** Platform fee in basis points (500 = 5 %). */
  feeBps: number;
  linked?: boolean;
  loading?: boolean;
}

/**
 * SPEC 2 payment-provider linking information: the provider by name (Stripe, PayPal, Flutterwave),
 * what linking does and how payouts work with it, before linking.
 */
export function LinkingInfoDialog({ open, onClose, onConfirm, provider, feeBps, linked, loading }: Props) {
  const { t, i18n } = useTranslation('receiving');
  const fee = new Intl.NumberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 2 }).format(
    feeBps / 10_000,
  );
  return (
    <Dialog
      open={open}
      onClose={onClose}
      size="md"
      title={t('payout.info.title')}
      footer={
        linked || !onConfirm ? (
          <Button onClick={onClose} data-autofocus>
            {t('payout.info.close')}
          </Button>
        ) : (
          <>
            <Button variant="secondary" onClick={onClose}>
              {t('payout.info.cancel')}
            </Button>
            <Button onClick={onConfirm} loading={loading} data-autofocus>
              {t(`payout.info.confirm.${provider}`)}
            </Button>
          </>
        )
      }
    >
      <div className="stack payout-info">
        <p className="dialog__text">{t(`payout.info.paidOut.${provider}`)}</p>
        <p className="dialog__text">{t(`payout.info.linking.${provider}`)}</p>
        <p className="dialog__text">{t(`payout.info.payouts.${provider}`)}</p>
        <p className="dialog__text">{t('payout.info.fee', { fee })}</p>
        <p className={`payout-info__mode payout-info__mode--${provider}`}>
          <ShieldIcon />
          <span>{t(`payout.info.mode.${provider}`)}</span>
        </p>
      </div>
    </Dialog>
  );
}
