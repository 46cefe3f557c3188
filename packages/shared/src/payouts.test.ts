import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FLUTTERWAVE_CURRENCIES, PAYPAL_CURRENCIES, PROVIDER_NAMES } from './payment-rails.ts';
import { payoutFee, payoutNet, payoutTermsOf } from './payouts.ts';

const CARD_CURRENCIES = ['USD', 'EUR', 'GBP', 'CAD', 'AUD', 'JPY', 'CHF', 'SEK', 'KWD', 'INR', 'BRL'];

const everyPair = [
  ...CARD_CURRENCIES.flatMap((currency) => [
    ['sandbox', currency],
    ['stripe', currency],
  ]),
  ...[...PAYPAL_CURRENCIES].map((currency) => ['paypal', currency]),
  ...[...FLUTTERWAVE_CURRENCIES].map((currency) => ['flutterwave', currency]),
] as [(typeof PROVIDER_NAMES)[number], string][];

describe('payout terms', () => {
  it('Stripe: 0.25% + 25 cents per payout in USD, 10 cents in EUR; the sandbox shows the same', () => {
    const usd = payoutTermsOf('stripe', 'USD');
    expect(usd).toEqual({ minimum: 100, feeFixed: 25, feeBps: 25, feeCap: null });
    expect(payoutTermsOf('sandbox', 'USD')).toEqual(usd);
    expect(payoutFee(usd, 10_000)).toBe(50);
    expect(payoutFee(payoutTermsOf('stripe', 'EUR'), 10_000)).toBe(35);
  });

  it('PayPal: 2% capped at 20 USD', () => {
    const usd = payoutTermsOf('paypal', 'USD');
    expect(usd).toMatchObject({ feeFixed: 0, feeBps: 200, feeCap: 2000 });
    expect(payoutFee(usd, 5000)).toBe(100);
    expect(payoutFee(usd, 5_000_000)).toBe(2000);
    expect(payoutTermsOf('paypal', 'JPY').feeCap).toBe(2000);
  });

  it('Flutterwave: a flat transfer fee per currency, the highest NGN tier', () => {
    const ngn = payoutTermsOf('flutterwave', 'NGN');
    expect(ngn).toEqual({ minimum: 50_000, feeFixed: 5375, feeBps: 0, feeCap: null });
    expect(payoutFee(ngn, 1_000_000)).toBe(5375);
    expect(payoutNet(ngn, 50_000)).toBe(44_625);
    expect(payoutTermsOf('flutterwave', 'UGX')).toMatchObject({ minimum: 5000, feeFixed: 1000 });
  });

  it('rounds the percentage half up in minor units', () => {
    const terms = { minimum: 1, feeFixed: 0, feeBps: 25, feeCap: null };
    expect(payoutFee(terms, 200)).toBe(1); // 0.5 -> 1
    expect(payoutFee(terms, 199)).toBe(0);
  });

  it.each(everyPair)(
    '%s %s: the least withdrawal leaves at least half after the fee',
    (provider, currency) => {
      const terms = payoutTermsOf(provider, currency);
      expect(terms.minimum).toBeGreaterThan(0);
      expect(payoutFee(terms, terms.minimum) * 2).toBeLessThanOrEqual(terms.minimum);
    },
  );

  it('the fee never decreases with the amount and never exceeds the amount above the minimum', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...everyPair),
        fc.integer({ min: 0, max: 99_999_998 }),
        ([provider, currency], amount) => {
          const terms = payoutTermsOf(provider, currency);
          expect(payoutFee(terms, amount + 1)).toBeGreaterThanOrEqual(payoutFee(terms, amount));
          if (amount >= terms.minimum) {
            expect(payoutFee(terms, amount)).toBeLessThan(amount);
            expect(payoutNet(terms, amount) + payoutFee(terms, amount)).toBe(amount);
          }
        },
      ),
    );
  });
});
