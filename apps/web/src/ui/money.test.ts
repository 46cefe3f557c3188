import { describe, expect, it } from 'vitest';
import { formatMoney } from './money';

describe('formatMoney', () => {
  it("writes integer minor units in the currency's own decimals", () => {
    expect(formatMoney(1234, 'USD', 'en')).toBe('$12.34');
    expect(formatMoney(1234, 'JPY', 'en')).toBe('¥1,234');
    expect(formatMoney(1234, 'KWD', 'en')).toBe('KWD\u00a01.234');
    expect(formatMoney(5, 'EUR', 'de')).toBe('0,05\u00a0€');
  });

  it('keeps amounts beyond float precision exact', () => {
    expect(formatMoney(9_007_199_254_740_993n, 'USD', 'en')).toBe('$90,071,992,547,409.93');
  });

  it('isolates the amount left-to-right in Arabic so the symbol stays with its number', () => {
    const text = formatMoney(3872, 'USD', 'ar');
    expect(text.startsWith('\u2066')).toBe(true);
    expect(text.endsWith('\u2069')).toBe(true);
    expect(formatMoney(3872, 'USD', 'fr')).not.toContain('\u2066');
  });
});
