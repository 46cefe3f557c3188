import type { CreateTipBody } from '@opentip/shared/schemas/tips.schema';
import { createAttemptKeys } from '@/app/api/attempt-keys';

/** One Idempotency-Key per tip attempt (the app's and the guest page's). */
const tipAttempts = createAttemptKeys<CreateTipBody>();
/** An attempt begun before the payer left for the provider's page, taken up on their return. */
let resumed: { body: string; key: string; returning: boolean } | null = null;

export const attemptKey = (body: CreateTipBody) =>
  resumed?.body === JSON.stringify(body) ? resumed.key : tipAttempts.keyFor(body);
/** The same request as before the provider's page: its key is kept, so the server answers its outcome. */
export function resumeAttempt(body: CreateTipBody, key: string): void {
  resumed = { body: JSON.stringify(body), key, returning: true };
}
/**
 * Whether this request is the first one on the return from the provider's page (a retry after it
 * may go back to that page).
 */
export function takeReturn(body: CreateTipBody): boolean {
  if (!resumed?.returning || resumed.body !== JSON.stringify(body)) return false;
  resumed.returning = false;
  return true;
}
/** After a tip went through: the next tip is a new attempt even if it looks the same. */
export function endAttempt(): void {
  resumed = null;
  tipAttempts.end();
}
