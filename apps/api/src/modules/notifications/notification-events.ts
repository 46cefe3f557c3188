import type { TipFeedbackRow } from '../../db/schema/feedback.ts';
import type { TipRow } from '../../db/schema/payments.ts';
import type { TeamMembershipRow } from '../../db/schema/teams.ts';
import type { NotifyEvent } from './notify.ts';

/**
 * What each event tells whom. The services call `notify(tx, <one of these>)` in the transaction
 * that records the event; amounts are minor units in the tip's currency.
 */

export const tipReceived = (tip: TipRow, now: Date): NotifyEvent => ({
  type: 'tipReceived',
  to: [{ userId: tip.receiverUserId }],
  fromUserId: tip.giverUserId,
  teamId: tip.creditTo === 'teamPool' ? tip.toTeamId : null,
  data: {
    transactionId: tip.id,
    currency: tip.currency,
    amount: tip.tipAmount,
    net: tip.netAmount,
    creditTo: tip.creditTo,
  },
  now,
});

export const feedbackReceived = (tip: TipRow, feedback: TipFeedbackRow, now: Date): NotifyEvent => ({
  type: 'feedbackReceived',
  to: [{ userId: feedback.receiverUserId }],
  fromUserId: tip.giverUserId,
  data: { transactionId: tip.id, feedbackId: feedback.id, rating: feedback.rating },
  now,
});

export const teamJoinRequested = (membership: TeamMembershipRow, now: Date): NotifyEvent => ({
  type: 'teamJoinRequested',
  to: [{ teamManagersOf: membership.teamId }],
  fromUserId: membership.userId,
  teamId: membership.teamId,
  data: { userId: membership.userId, invited: membership.invitationId !== null },
  now,
});

export const teamJoinDecided = (membership: TeamMembershipRow, now: Date): NotifyEvent => ({
  type: 'teamJoinDecided',
  to: [{ userId: membership.userId }],
  fromUserId: membership.decidedBy,
  teamId: membership.teamId,
  data: { status: membership.status },
  now,
});

export const teamInvitation = (
  invitation: { email: string; teamId: string; invitedBy: string },
  now: Date,
): NotifyEvent => ({
  type: 'teamInvitation',
  to: [{ email: invitation.email }],
  fromUserId: invitation.invitedBy,
  teamId: invitation.teamId,
  data: {},
  now,
});

/** Both sides hear of a refund: the giver gets `amount` back, the receiver's balance loses its share. */
export const tipRefunded = (tip: TipRow, refundedTotal: number, now: Date): NotifyEvent => ({
  type: 'tipRefunded',
  to: [{ userId: tip.receiverUserId }, { userId: tip.giverUserId }],
  data: {
    transactionId: tip.id,
    currency: tip.currency,
    amount: refundedTotal - tip.refundedAmount,
    refundedTotal,
    tipTotal: tip.totalAmount,
  },
  now,
});

/** The receiver's payout account can now receive money (Stripe: payouts enabled; sandbox: linked). */
export const payoutLinked = (userId: string, provider: string, now: Date): NotifyEvent => ({
  type: 'payoutLinked',
  to: [{ userId }],
  data: { provider },
  now,
});

/** The provider could not pay the receiver's balance out to their bank; `reason` as the provider says it. */
export const payoutFailed = (
  userId: string,
  provider: string,
  reason: string | null,
  now: Date,
): NotifyEvent => ({
  type: 'payoutFailed',
  to: [{ userId }],
  data: { provider, ...(reason ? { reason } : {}) },
  now,
});

/** The provider paid a withdrawal out: `amount` is what reaches the receiver's account (the fee taken). */
export const payoutPaid = (
  payout: { id: string; userId: string; provider: string; currency: string; amount: number; fee: number },
  now: Date,
): NotifyEvent => ({
  type: 'payoutPaid',
  to: [{ userId: payout.userId }],
  data: {
    payoutId: payout.id,
    provider: payout.provider,
    currency: payout.currency,
    amount: payout.amount - payout.fee,
  },
  now,
});

/** A member's share of a share-out run, one per currency they were given. */
export const poolShareReceived = (
  run: { id: string; teamId: string; seq: number; periodStart: Date; periodEnd: Date },
  share: { userId: string; currency: string; amount: number },
  now: Date,
): NotifyEvent => ({
  type: 'poolShareReceived',
  to: [{ userId: share.userId }],
  teamId: run.teamId,
  data: {
    runId: run.id,
    runSeq: run.seq,
    currency: share.currency,
    amount: share.amount,
    periodStart: run.periodStart.toISOString(),
    periodEnd: run.periodEnd.toISOString(),
  },
  now,
});

/** The team's owner and admins hear that a member contests a run (the member, if an admin, is not told). */
export const poolRunContested = (
  contest: { id: string; teamId: string; runId: string; userId: string },
  runSeq: number,
  now: Date,
): NotifyEvent => ({
  type: 'poolRunContested',
  to: [{ teamManagersOf: contest.teamId }],
  fromUserId: contest.userId,
  teamId: contest.teamId,
  data: { contestId: contest.id, runId: contest.runId, runSeq },
  now,
});

/** The contesting member hears the manager's answer, in the manager's words. */
export const poolContestAnswered = (
  contest: { id: string; teamId: string; runId: string; userId: string },
  runSeq: number,
  answer: { by: string; text: string },
  now: Date,
): NotifyEvent => ({
  type: 'poolContestAnswered',
  to: [{ userId: contest.userId }],
  fromUserId: answer.by,
  teamId: contest.teamId,
  data: { contestId: contest.id, runId: contest.runId, runSeq, answer: answer.text },
  now,
});
