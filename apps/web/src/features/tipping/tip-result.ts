import { z } from 'zod';
import { createTipData, type CreateTipData } from '@opentip/shared/schemas/tips.schema';

/**
 * The last successful tip, for the success and feedback screens. Kept in session storage (this tab
 * only) with its feedback token, so a reload of the success screen still lets a guest rate it.
 */
const RESULT_KEY = 'tipResult';
const stored = createTipData.extend({
  email: z.string().nullable().default(null),
  feedbackSent: z.boolean().default(false),
  /** Offered after the feedback, whatever its rating (the answer of POST /transactions/feedback). */
  googleReviewLink: z.string().nullable().default(null),
});
export type TipResult = z.infer<typeof stored>;

export function parseTipResult(value: unknown): TipResult | null {
  const parsed = stored.safeParse(value);
  return parsed.success ? parsed.data : null;
}

export function saveTipResult(data: CreateTipData, email: string | null): TipResult {
  const result = stored.parse({ ...data, email });
  writeSession(result);
  return result;
}

export function readTipResult(): TipResult | null {
  try {
    const raw = window.sessionStorage.getItem(RESULT_KEY);
    return raw ? parseTipResult(JSON.parse(raw)) : null;
  } catch {
    return null;
  }
}

export function markFeedbackSent(result: TipResult, googleReviewLink: string | null = null): void {
  writeSession({ ...result, feedbackSent: true, googleReviewLink });
}

function writeSession(result: TipResult): void {
  try {
    window.sessionStorage.setItem(RESULT_KEY, JSON.stringify(result));
  } catch {
    /* not kept over a reload */
  }
}
