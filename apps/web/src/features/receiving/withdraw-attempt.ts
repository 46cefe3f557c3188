import type { CreatePayoutBody } from '@opentip/shared/schemas/payouts.schema';
import { createAttemptKeys } from '@/app/api/attempt-keys';

/** One Idempotency-Key per withdrawal attempt, as tips do: a retry of the same request is the same payout. */
const withdrawAttempts = createAttemptKeys<CreatePayoutBody>();

export const withdrawAttemptKey = (body: CreatePayoutBody) => withdrawAttempts.keyFor(body);
export const endWithdrawAttempt = () => withdrawAttempts.end();
