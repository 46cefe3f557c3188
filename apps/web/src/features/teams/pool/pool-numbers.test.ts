import { describe, expect, it } from 'vitest';
import { formatHundredths, hundredthsText, parseHundredths } from './pool-numbers';

describe('percentages and hours as integers in hundredths', () => {
  it('reads what people type, with a point or a comma and Arabic digits, without floats', () => {
    expect(parseHundredths('12.5')).toBe(1250);
    expect(parseHundredths('12,5')).toBe(1250);
    expect(parseHundredths(' 7 ')).toBe(700);
    expect(parseHundredths('0.05')).toBe(5);
    expect(parseHundredths('33.33')).toBe(3333);
    expect(parseHundredths('100.')).toBe(10_000);
    expect(parseHundredths('١٢٫٥')).toBe(1250);
    expect(parseHundredths('')).toBeNull();
  });

  it('refuses what is not a number with at most two decimals', () => {
    for (const text of ['1.234', 'abc', '-5', '1e3', '12.5%', '.5', '1,000.5'])
      expect(parseHundredths(text), text).toBeUndefined();
  });

  it('writes hundredths back as typed text and in the reader’s language', () => {
    expect(hundredthsText(1250)).toBe('12.5');
    expect(hundredthsText(1200)).toBe('12');
    expect(hundredthsText(5, ',')).toBe('0,05');
    expect(formatHundredths(1250, 'de')).toBe('12,5');
    expect(formatHundredths(750, 'en')).toBe('7.5');
    expect(formatHundredths(10_000, 'fr')).toBe('100');
  });
});
