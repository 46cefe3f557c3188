import { ReceiverConfirmDialog } from './receiver-confirm-dialog';
import type { Payee } from './tip-draft';
import { withTipping } from './tipping-namespace';
import { useStartTip } from './use-start-tip';

export interface FoundReceiverDialogProps {
  payee: Payee;
  /** The unique ID the person typed, kept as the tip's payee code. */
  uniqueId: string;
  onClose: () => void;
}

/**
 * SPEC 2/4 for a unique ID typed outside /QRScan (/welcome, a tip link that found nobody): the
 * receiver's photo, name and rating to confirm, then on to /CalculateTip.
 */
function FoundReceiverDialog({ payee, uniqueId, onClose }: FoundReceiverDialogProps) {
  const startTip = useStartTip();
  return (
    <ReceiverConfirmDialog
      payee={payee}
      loading={startTip.isPending}
      onClose={onClose}
      onConfirm={(confirmed) => startTip.mutate({ payee: confirmed, payeeCode: uniqueId })}
    />
  );
}

export default withTipping(FoundReceiverDialog);
