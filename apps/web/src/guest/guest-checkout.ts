import type { PaymentsConfigData } from '@opentip/shared/schemas/tips.schema';
import type { Checkout } from '@/features/tipping/checkout';
import { amountStep, breakdownOf, computeTip, tipCurrency } from '@/features/tipping/tip-math';
import type { TipDraft } from '@/features/tipping/tip-draft';

/**
 * checkoutOf's rule for the guest page, with the stored default currency passed in rather than
 * read: the first render must use the page's data only, so the server's markup hydrates unchanged.
 */
export function guestCheckout(
  draft: TipDraft,
  config: PaymentsConfigData,
  storedCurrency: string | null,
): Checkout {
  const currency = tipCurrency([draft.payee.currency, storedCurrency], config.provider);
  const step = amountStep(config.provider, currency);
  const amount = computeTip(draft, currency, step);
  const breakdown = amount.ok
    ? breakdownOf(amount.tip, { feeBps: config.platformFeeBps, coverFee: draft.coverFee, step })
    : null;
  return { provider: config.provider, currency, step, feeBps: config.platformFeeBps, amount, breakdown };
}

// zod's own e-mail pattern (shared/validation emailField), so the guest page refuses what the app refuses.
const EMAIL =
  /^(?!\.)(?!.*\.\.)([A-Za-z0-9_'+\-.]*)[A-Za-z0-9_+-]@([A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

export function isValidEmail(text: string): boolean {
  const email = text.trim().toLowerCase();
  return email.length <= 254 && EMAIL.test(email);
}
