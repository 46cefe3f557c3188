import { useTranslation } from 'react-i18next';
import { Button } from '@/ui/button';
import { Dialog } from '@/ui/dialog';
import { ReceiverCard } from './receiver-card';
import type { Payee } from './tip-draft';

interface Props {
  payee: Payee | null;
  loading: boolean;
  onConfirm: (payee: Payee) => void;
  onClose: () => void;
}

/** SPEC 2: before tipping, the giver checks the receiver's photo, user name and rating. */
export function ReceiverConfirmDialog({ payee, loading, onConfirm, onClose }: Props) {
  const { t } = useTranslation('tipping');
  return (
    <Dialog
      open={payee !== null}
      onClose={onClose}
      title={t('confirmReceiver.title')}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('common.cancel', { ns: 'translation' })}
          </Button>
          <Button
            onClick={() => payee && onConfirm(payee)}
            loading={loading}
            disabled={!payee?.paymentsEnabled}
            data-autofocus
          >
            {t('confirmReceiver.confirm')}
          </Button>
        </>
      }
    >
      {payee && (
        <div className="stack">
          <ReceiverCard payee={payee} size="md" />
          {payee.paymentsEnabled ? (
            <p className="dialog__text">{t('confirmReceiver.body', { name: payee.username })}</p>
          ) : (
            <p className="notice" role="alert">
              {t('messages.payeeCannotReceive', { ns: 'translation' })}
            </p>
          )}
        </div>
      )}
    </Dialog>
  );
}
