import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { API_TOAST_MS, useNotify } from '@/app/use-notify';
import { useSession } from '@/app/session/use-session';
import { useToasts } from '@/ui/toasts';
import { fetchConnectedAccountId } from './connected-account';
import { clearTipDraft, readTipDraft, writeTipDraft, type Payee } from './tip-draft';

interface StartTip {
  payee: Payee;
  /** What found the receiver: the QR payee code or the unique ID typed. */
  payeeCode: string;
}

/**
 * SPEC 4, after the giver confirms the receiver: fetch and keep the receiver's connected account,
 * clear a signed-in giver's stored tip, and open /CalculateTip with payee code, id and object.
 */
export function useStartTip() {
  const navigate = useNavigate();
  const notify = useNotify();
  const toasts = useToasts();
  const { t } = useTranslation();
  const session = useSession();
  return useMutation({
    mutationFn: async ({ payee, payeeCode }: StartTip) => ({
      payee,
      payeeCode,
      accountId: await fetchConnectedAccountId(payee.id),
    }),
    onSuccess: ({ payee, payeeCode, accountId }) => {
      if (!accountId || !payee.paymentsEnabled) {
        toasts.show(t('messages.payeeCannotReceive'), { tone: 'error', durationMs: API_TOAST_MS });
        return;
      }
      const previous = readTipDraft();
      if (session) clearTipDraft();
      // A guest keeps the receipt address typed last time; everything else starts afresh.
      const kept = !session && previous ? { email: previous.email } : {};
      writeTipDraft({ payeeCode, payeeId: payee.id, payee, connectedAccountId: accountId, ...kept });
      void navigate('/CalculateTip', { state: { payeeCode, payeeId: payee.id, payee } });
    },
    onError: (error) => notify.apiError(error),
  });
}
