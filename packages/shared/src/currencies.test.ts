import { describe, expect, it } from 'vitest';
import { CURRENCIES, findCurrency } from './currencies.ts';

describe('currency list', () => {
  it('offers between 135 and 160 unique ISO 4217 currencies', () => {
    const codes = new Set(CURRENCIES.map((c) => c.code));
    expect(codes.size).toBe(CURRENCIES.length);
    expect(CURRENCIES.length).toBeGreaterThanOrEqual(135);
    expect(CURRENCIES.length).toBeLessThanOrEqual(160);
    for (const c of CURRENCIES) {
      expect(c.code).toMatch(/^[A-Z]{3}$/);
      expect(c.name.length).toBeGreaterThan(2);
    }
  });
  it('knows the minor units that money depends on', () => {
    expect(findCurrency('JPY')?.minorUnits).toBe(0);
    expect(findCurrency('usd')?.minorUnits).toBe(2);
    expect(findCurrency('KWD')?.minorUnits).toBe(3);
    expect(findCurrency('XXX')).toBeUndefined();
  });
  it('over 135 of them are accepted by the payment provider', () => {
    expect(CURRENCIES.filter((c) => c.providers.includes('stripe')).length).toBeGreaterThan(135);
  });
});
