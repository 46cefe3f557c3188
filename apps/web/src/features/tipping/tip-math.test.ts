import { describe, expect, it } from 'vitest';
import { amountStep, presetAmounts, presetText } from './tip-math';

describe("presetAmounts: one-tap tips in the receiver's currency", () => {
  it('offers 5, 10, 15 and 20 in dollars and euros, in minor units', () => {
    expect(presetAmounts('USD')).toEqual([500, 1000, 1500, 2000]);
    expect(presetAmounts('eur')).toEqual([500, 1000, 1500, 2000]);
  });

  it('scales to the currency: yen, won, forint, dirham, Kuwaiti dinar (three decimals)', () => {
    expect(presetAmounts('JPY')).toEqual([500, 1000, 1500, 2000]);
    expect(presetAmounts('KRW')).toEqual([5000, 10000, 15000, 20000]);
    expect(presetAmounts('HUF')).toEqual([100000, 200000, 300000, 400000]);
    expect(presetAmounts('AED')).toEqual([2000, 4000, 6000, 8000]);
    expect(presetAmounts('KWD')).toEqual([2000, 4000, 6000, 8000]);
    // Any other zero-decimal currency is taken as yen-like, any other as dollar-like.
    expect(presetAmounts('BIF')).toEqual([500, 1000, 1500, 2000]);
    expect(presetAmounts('CAD')).toEqual([500, 1000, 1500, 2000]);
  });

  it('keeps only amounts the provider can charge', () => {
    // Stripe's three-decimal rule (multiples of 10) leaves the dinar presets as they are.
    expect(presetAmounts('KWD', amountStep('stripe', 'KWD'))).toEqual([2000, 4000, 6000, 8000]);
    expect(presetAmounts('USD', 1000)).toEqual([1000, 2000]);
  });

  it('writes a preset as a giver would type it', () => {
    expect(presetText(1000, 'USD')).toBe('10');
    expect(presetText(1500, 'JPY')).toBe('1500');
    expect(presetText(2000, 'KWD')).toBe('2');
    expect(presetText(1050, 'USD')).toBe('10.50');
  });
});
