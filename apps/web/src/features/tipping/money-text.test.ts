import { describe, expect, it } from 'vitest';
import { formatMoney } from './money-text';

describe("money in the reader's language", () => {
  it('formats minor units with Intl, and keeps "US$" together in right-to-left Arabic', () => {
    expect(formatMoney(873, 'USD', 'en')).toBe('$8.73');
    expect(formatMoney(1000, 'JPY', 'en')).toBe('¥1,000');
    expect(formatMoney(1250, 'KWD', 'en')).toBe('KWD\u00a01.250');
    expect(formatMoney(873, 'USD', 'ar').endsWith('US$\u200e')).toBe(true);
  });
});
