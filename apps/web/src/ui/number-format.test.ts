import { describe, expect, it } from 'vitest';
import { numberFormat } from './number-format';

describe('numberFormat', () => {
  it('formats as Intl does, and keeps one formatter per language and options', () => {
    const usd = numberFormat('en', { style: 'currency', currency: 'USD' });
    expect(usd.format(5)).toBe('$5.00');
    expect(numberFormat('en', { style: 'currency', currency: 'USD' })).toBe(usd);
    expect(numberFormat('fr', { style: 'currency', currency: 'USD' })).not.toBe(usd);
    expect(numberFormat('en', { style: 'currency', currency: 'EUR' }).format(5)).toBe('€5.00');
  });

  it('refuses an unknown currency as the constructor does', () => {
    expect(() => numberFormat('en', { style: 'currency', currency: 'NOPE1' })).toThrow(RangeError);
  });
});
