import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../../../db/client.ts';
import { sandboxPaymentMethods } from '../../../db/schema/payments.ts';
import { badRequest } from '../../../lib/app-error.ts';
import type { CardSummary, PaymentType } from '../payment-provider.ts';
import { findTestCard, passesLuhn } from './sandbox-cards.ts';

export interface CardInput {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
}

export interface TokenizedPaymentMethod extends CardSummary {
  token: string;
  type: PaymentType;
}

export const SANDBOX_TOKEN = /^tok_sandbox_[0-9a-f]{24}$/;
const newToken = () => `tok_sandbox_${randomBytes(12).toString('hex')}`;
// Only the published test numbers reach this (others are refused above), so hashing one reveals nothing.
const fingerprintOf = (number: string) =>
  `fp_sandbox_${createHash('sha256').update(`sandbox-card:${number}`).digest('hex').slice(0, 16)}`;

/**
 * What Stripe Elements does in the browser, done by the sandbox: the card number and CVC are
 * checked and dropped here; only brand, last 4, expiry and the test behaviour are kept.
 */
export async function tokenizeSandboxCard(
  db: Db,
  options: { card: CardInput; now: Date },
): Promise<TokenizedPaymentMethod> {
  const { card, now } = options;
  const number = card.number.replace(/[\s-]/g, '');
  if (!passesLuhn(number)) throw badRequest('cardNumberInvalid', 'CARD_NUMBER_INVALID');
  const test = findTestCard(number);
  if (!test) throw badRequest('sandboxTestCardsOnly', 'SANDBOX_TEST_CARDS_ONLY');
  const expYear = card.expYear < 100 ? 2000 + card.expYear : card.expYear;
  const thisMonth = now.getUTCFullYear() * 12 + now.getUTCMonth();
  if (expYear * 12 + (card.expMonth - 1) < thisMonth) throw badRequest('expiredCard', 'CARD_EXPIRED');
  if (card.cvc.length !== (test.brand === 'amex' ? 4 : 3)) throw badRequest('cardCvvInvalid', 'CVC_INVALID');

  const method = {
    token: newToken(),
    type: 'card' as const,
    brand: test.brand,
    last4: number.slice(-4),
    expMonth: card.expMonth,
    expYear,
  };
  await db
    .insert(sandboxPaymentMethods)
    .values({ ...method, behavior: test.behavior, fingerprint: fingerprintOf(number) });
  return method;
}

/** A wallet payment (Apple Pay, Google Pay) as the device sheet would hand it over: always approved. */
export async function tokenizeSandboxWallet(
  db: Db,
  options: { wallet: 'applePay' | 'googlePay'; now: Date },
): Promise<TokenizedPaymentMethod> {
  const method = {
    token: newToken(),
    type: options.wallet,
    brand: 'visa',
    last4: '4242',
    expMonth: 12,
    expYear: options.now.getUTCFullYear() + 3,
  };
  await db.insert(sandboxPaymentMethods).values({ ...method, behavior: 'succeed' });
  return method;
}
