import { useEffect } from 'react';
import { useParams } from 'react-router';
import { useProfileQuery } from '@/app/api/use-profile.query';
import { TipByIdCard } from '@/app/tip-by-id-card';
import { useNotify } from '@/app/use-notify';
import { sessionStore } from '@/app/session/session-store';
import { useSession } from '@/app/session/use-session';
import { ReceiverNotFound } from './receiver-not-found';
import { Spinner } from '@/ui/spinner';
import { ReceiverPanel } from './receiver-panel';
import { clearTipDraft, readTipDraft, writeTipDraft } from './tip-draft';
import { withTipping } from './tipping-namespace';
import { usePayeeQuery } from './use-payee.query';

/**
 * SPEC 4: a QR link starts a fresh tip, so what an earlier tip left in storage goes; a guest keeps
 * only the receipt address, which the tip they start next offers again.
 */
function forgetEarlierTip(signedIn: boolean): void {
  const previous = readTipDraft();
  clearTipDraft();
  if (!signedIn && previous?.email) {
    const { payeeCode, payeeId, payee, email } = previous;
    writeTipDraft({ payeeCode, payeeId, payee, email });
  }
}

/** /tip-receiver-details/:payeeCode: what a guest's phone opens from a receiver's QR code. */
function TipReceiverPage() {
  const { payeeCode = '' } = useParams();
  const session = useSession();
  const notify = useNotify();
  const query = usePayeeQuery(payeeCode);
  // SPEC 4: a stored session is checked before tipping; a dead one is dropped by the API client
  // with no message (no "Logout successfully", no error), and the giver goes on as a guest.
  const profile = useProfileQuery(session !== null);
  const { error } = query;
  useEffect(() => {
    forgetEarlierTip(sessionStore.get() !== null);
  }, [payeeCode]);
  useEffect(() => {
    // SPEC 8: a failed lookup shows the server's message.
    if (error) notify.apiError(error);
  }, [error, notify]);

  if (query.isPending || (session && profile.isPending)) return <Spinner fullPage />;
  if (!query.data) {
    return (
      <ReceiverNotFound signedIn={Boolean(session)}>
        {/* Anyone, a guest too, can type the ID the receiver gives them instead. */}
        <TipByIdCard key={payeeCode} />
      </ReceiverNotFound>
    );
  }
  return (
    <div className="page page--narrow tip-page">
      <ReceiverPanel payee={query.data} payeeCode={payeeCode} />
    </div>
  );
}

export default withTipping(TipReceiverPage);
