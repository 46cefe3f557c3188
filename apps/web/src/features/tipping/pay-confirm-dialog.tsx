import { useTranslation } from 'react-i18next';
import { Button } from '@/ui/button';
import { Dialog } from '@/ui/dialog';
import { formatMoney } from '@/ui/money';
import { useBankAuthentication } from '@/app/payments/bank-authentication-context';
import type { Checkout } from './checkout';

interface Props {
  open: boolean;
  checkout: Checkout;
  receiverName: string;
  /** "Visa •••• 4242", "Apple Pay"... */
  methodLabel: string;
  paying: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** SPEC 8 confirmation prompt "give a tip of <amount>", then a progress state while the charge runs. */
export function PayConfirmDialog({
  open,
  checkout,
  receiverName,
  methodLabel,
  paying,
  onConfirm,
  onClose,
}: Props) {
  const { t, i18n } = useTranslation('tipping');
  const bank = useBankAuthentication();
  const { breakdown, currency } = checkout;
  if (!breakdown) return null;
  const money = (minor: number) => formatMoney(minor, currency, i18n.language);
  return (
    <Dialog
      // Gives way to the bank's check, then shows the payment's progress again.
      open={open && !bank.active}
      // The charge is under way: closing now would hide its outcome.
      onClose={paying ? () => undefined : onClose}
      title={t('pay.confirmTitle')}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={paying}>
            {t('common.cancel', { ns: 'translation' })}
          </Button>
          <Button onClick={onConfirm} loading={paying} data-autofocus>
            {t('pay.confirmAction', { total: money(breakdown.total) })}
          </Button>
        </>
      }
    >
      <div className="stack">
        <p className="dialog__text pay-confirm__question">
          {t('pay.confirmBody', { amount: money(breakdown.tip), name: receiverName })}
        </p>
        <dl className="summary summary--compact">
          <div className="summary__row">
            <dt>{t('summary.paidWith')}</dt>
            <dd dir="auto">{methodLabel}</dd>
          </div>
          <div className="summary__row summary__row--total">
            <dt>{t('summary.youPay')}</dt>
            <dd>{money(breakdown.total)}</dd>
          </div>
        </dl>
        <p className="form-note" role="status" aria-live="polite">
          {paying ? t('pay.processing') : ''}
        </p>
      </div>
    </Dialog>
  );
}
