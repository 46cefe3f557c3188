import { Navigate } from 'react-router';
import { ReceiverPanel } from './receiver-panel';
import { useTipDraft } from './tip-draft';
import { withTipping } from './tipping-namespace';

/** /payeeDetails: the receiver chosen last (after a scan or a unique ID), with the tip action. */
function PayeeDetailsPage() {
  const draft = useTipDraft();
  if (!draft) return <Navigate to="/QRScan" replace />;
  return (
    <div className="page page--narrow tip-page">
      <ReceiverPanel payee={draft.payee} payeeCode={draft.payeeCode} />
    </div>
  );
}

export default withTipping(PayeeDetailsPage);
