import { describe, expect, it } from 'vitest';
import { fromStripeAmount, stripeAmountStep, toStripeAmount } from './stripe-amounts.ts';

describe('Stripe amount units', () => {
  it('are ISO minor units for most currencies', () => {
    expect(toStripeAmount(1234, 'USD')).toBe(1234);
    expect(toStripeAmount(500, 'JPY')).toBe(500);
    expect(stripeAmountStep('USD')).toBe(1);
  });

  it('count ISK in hundredths and MGA in whole units, both ways', () => {
    expect(toStripeAmount(1500, 'ISK')).toBe(150000);
    expect(fromStripeAmount(150000, 'ISK')).toBe(1500);
    expect(toStripeAmount(250000, 'MGA')).toBe(2500);
    expect(toStripeAmount(250050, 'MGA')).toBeNull();
    expect(fromStripeAmount(2500, 'MGA')).toBe(250000);
    expect(stripeAmountStep('MGA')).toBe(100);
  });

  it('refuse a last digit in three-decimal currencies', () => {
    expect(toStripeAmount(1230, 'KWD')).toBe(1230);
    expect(toStripeAmount(1235, 'KWD')).toBeNull();
    expect(stripeAmountStep('KWD')).toBe(10);
  });
});
