import type { CreateTipBody } from '@opentip/shared/schemas/tips.schema';
import { createAttemptKeys } from '@/app/api/attempt-keys';

/** One Idempotency-Key per tip attempt (the app's and the guest page's). */
const tipAttempts = createAttemptKeys<CreateTipBody>();

export const attemptKey = (body: CreateTipBody) => tipAttempts.keyFor(body);
/** After a tip went through: the next tip is a new attempt even if it looks the same. */
export const endAttempt = () => tipAttempts.end();
