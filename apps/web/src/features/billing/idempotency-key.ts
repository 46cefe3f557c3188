import type { SubscribeBody } from '@opentip/shared/schemas/billing.schema';
import { createAttemptKeys } from '@/app/api/attempt-keys';

/** One Idempotency-Key per subscription attempt, as tips do. */
const subscribeAttempts = createAttemptKeys<SubscribeBody>();

export const subscribeAttemptKey = (body: SubscribeBody) => subscribeAttempts.keyFor(body);
export const endSubscribeAttempt = () => subscribeAttempts.end();
