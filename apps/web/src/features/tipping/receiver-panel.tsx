import { useTranslation } from 'react-i18next';
import { useAccessKind, useSession } from '@/app/session/use-session';
import { Button } from '@/ui/button';
import { PoolNote } from './pool-note';
import { ReceiverCard } from './receiver-card';
import type { Payee } from './tip-draft';
import { useStartTip } from './use-start-tip';

/** A receiver's card with the "Tip <name>" action (the page a QR code opens, and /payeeDetails). */
export function ReceiverPanel({ payee, payeeCode }: { payee: Payee; payeeCode: string }) {
  const { t } = useTranslation('tipping');
  const session = useSession();
  const kind = useAccessKind();
  const startTip = useStartTip();
  // SPEC 2: team members may not open the tipping screens.
  const mayTip = kind !== 'teamMember';
  return (
    <section className="card receiver-panel stack">
      <ReceiverCard payee={payee} size="lg" heading />
      <PoolNote payee={payee} />
      {!payee.paymentsEnabled && (
        <p className="notice" role="status">
          {t('messages.payeeCannotReceive', { ns: 'translation' })}
        </p>
      )}
      {mayTip ? (
        <Button
          block
          size="lg"
          loading={startTip.isPending}
          disabled={!payee.paymentsEnabled}
          onClick={() => startTip.mutate({ payee, payeeCode })}
        >
          {t('receiver.tipAction', { name: payee.username })}
        </Button>
      ) : (
        <p className="notice">{t('receiver.teamMemberCannotTip')}</p>
      )}
      <p className="form-note receiver-panel__note">
        {t(session ? 'receiver.noteSignedIn' : 'receiver.noteGuest')}
      </p>
    </section>
  );
}
