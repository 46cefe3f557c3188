import type { SANDBOX_BEHAVIORS } from '../../../db/schema/payments.ts';
import type { FailureCode } from '../payment-provider.ts';

export type SandboxBehavior = (typeof SANDBOX_BEHAVIORS)[number];

/** Stripe's published test card numbers, so the same numbers work in both modes. */
const TEST_CARDS: Record<string, { brand: string; behavior: SandboxBehavior }> = {
  '4242424242424242': { brand: 'visa', behavior: 'succeed' },
  '4000056655665556': { brand: 'visa', behavior: 'succeed' },
  '5555555555554444': { brand: 'mastercard', behavior: 'succeed' },
  '2223003122003222': { brand: 'mastercard', behavior: 'succeed' },
  '378282246310005': { brand: 'amex', behavior: 'succeed' },
  '6011111111111117': { brand: 'discover', behavior: 'succeed' },
  '4000000000000002': { brand: 'visa', behavior: 'decline' },
  '4000000000009995': { brand: 'visa', behavior: 'insufficientFunds' },
  '4000002500003155': { brand: 'visa', behavior: 'authenticate' },
  '4000000000000069': { brand: 'visa', behavior: 'expiredCard' },
  '4000000000000127': { brand: 'visa', behavior: 'incorrectCvc' },
  '4000000000000119': { brand: 'visa', behavior: 'processingError' },
  // Not Stripe's: the sandbox's own, for a provider that fails like a remote one (sandbox-faults.ts).
  '4000000000005001': { brand: 'visa', behavior: 'providerError' },
  '4000000000003006': { brand: 'visa', behavior: 'slowAnswer' },
  '4000000000005043': { brand: 'visa', behavior: 'providerTimeout' },
  '4000000000004996': { brand: 'visa', behavior: 'answerLost' },
};

/** How the provider misbehaves for a fault card; whatever gets through is paid. */
export type CardFault = 'error' | 'slow' | 'timeout' | 'lost';

const CARD_FAULTS = {
  providerError: 'error',
  slowAnswer: 'slow',
  providerTimeout: 'timeout',
  answerLost: 'lost',
} as const satisfies Partial<Record<SandboxBehavior, CardFault>>;

type FaultBehavior = keyof typeof CARD_FAULTS;

export const isFaultCard = (behavior: SandboxBehavior): behavior is FaultBehavior => behavior in CARD_FAULTS;

export const cardFaultOf = (behavior: SandboxBehavior): CardFault | null =>
  isFaultCard(behavior) ? CARD_FAULTS[behavior] : null;

export function findTestCard(number: string): { brand: string; behavior: SandboxBehavior } | undefined {
  return TEST_CARDS[number];
}

/** The Luhn checksum every card number carries. */
export function passesLuhn(number: string): boolean {
  if (!/^\d{12,19}$/.test(number)) return false;
  let sum = 0;
  for (let i = 0; i < number.length; i++) {
    let digit = Number(number[number.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/**
 * What the sandbox answers for a card of each behaviour, in the words Stripe uses. A card that
 * needs authentication waits for the giver's confirmation instead (status requiresAction).
 */
export const FAILURES: Record<
  Exclude<SandboxBehavior, 'succeed' | 'authenticate' | FaultBehavior>,
  FailureCode
> = {
  decline: 'card_declined',
  insufficientFunds: 'insufficient_funds',
  expiredCard: 'expired_card',
  incorrectCvc: 'incorrect_cvc',
  processingError: 'processing_error',
};
