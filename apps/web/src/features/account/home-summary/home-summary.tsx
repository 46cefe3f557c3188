import type { SessionUser } from '@opentip/shared/schemas/user.schema';
import { hasSeenQr } from '@/app/qr-seen';
import { GiverSummary } from './giver-summary';
import { hasReceivedTip } from './home-figures';
import { HomeNamespace } from './home-namespace';
import { ReceiverChecklist, type ChecklistStep } from './receiver-checklist';
import { ReceiverSummary } from './receiver-summary';
import { ShiftCard } from './shift-card';
import { useHomeBalanceQuery } from './use-home-balance.query';
import { usePayoutsReadyQuery } from './use-payouts-ready.query';
import './home-summary.css';

/**
 * The new receiver's steps, or null while unknown or once all are done. A receiver who was tipped
 * has evidently shown their code or ID, so the QR step counts as done then too.
 */
function checklistSteps(user: SessionUser, payoutsReady: boolean | undefined, tipped: boolean | undefined) {
  if (payoutsReady === undefined || tipped === undefined) return null;
  const steps: ChecklistStep[] = [
    { id: 'payouts', done: payoutsReady, to: '/stripe' },
    { id: 'qr', done: tipped || hasSeenQr(user.id), to: '/qrhome' },
    { id: 'firstTip', done: tipped },
  ];
  return steps.every((step) => step.done) ? null : steps;
}

function ReceiverHome({ user }: { user: SessionUser }) {
  const balance = useHomeBalanceQuery(true);
  const payouts = usePayoutsReadyQuery(user.id);
  const tipped = balance.data ? hasReceivedTip(balance.data) : undefined;
  const steps = checklistSteps(user, payouts.data, tipped);
  return (
    <>
      {steps && <ReceiverChecklist steps={steps} />}
      <ReceiverSummary user={user} balance={balance} />
    </>
  );
}

/** The top of /Home: receivers (team members and owners too) see their day, givers their tips. */
export function HomeSummary({ user }: { user: SessionUser }) {
  return (
    <HomeNamespace>
      {user.userType !== 'payer' && <ShiftCard />}
      {user.userType === 'payer' ? <GiverSummary user={user} /> : <ReceiverHome user={user} />}
    </HomeNamespace>
  );
}
