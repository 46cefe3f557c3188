import type { CreateTipBody } from '@opentip/shared/schemas/tips.schema';

/**
 * A tip paid on the provider's own page (Flutterwave's hosted card checkout): the attempt is kept in
 * this tab while the payer is away, so on their return the same request (same Idempotency-Key and
 * body) is sent again and answers with the outcome.
 */
export interface RedirectAttempt {
  tipId: string;
  key: string;
  body: CreateTipBody;
}

const KEY = 'tipRedirectAttempt';

export function saveRedirectAttempt(attempt: RedirectAttempt): void {
  try {
    window.sessionStorage.setItem(KEY, JSON.stringify(attempt));
  } catch {
    /* the return then says the payment is not known here; it settles by reconciliation */
  }
}

/** The attempt of tip `tipId`, when this tab left for it. */
export function readRedirectAttempt(tipId: string): RedirectAttempt | null {
  try {
    const attempt = JSON.parse(window.sessionStorage.getItem(KEY) ?? 'null') as RedirectAttempt | null;
    return attempt && attempt.tipId === tipId && typeof attempt.key === 'string' && attempt.body
      ? attempt
      : null;
  } catch {
    return null;
  }
}

export function clearRedirectAttempt(): void {
  try {
    window.sessionStorage.removeItem(KEY);
  } catch {
    /* nothing kept */
  }
}
