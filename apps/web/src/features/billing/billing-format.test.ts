import { describe, expect, it } from 'vitest';
import { daysUntil, isExpired, isolate } from './billing-format';

describe('billing words', () => {
  it('keeps a card or code whole inside an Arabic sentence, and leaves English alone', () => {
    expect(isolate('Visa •••• 4242', 'ar')).toBe('\u2068Visa •••• 4242\u2069');
    expect(isolate('Visa •••• 4242', 'en')).toBe('Visa •••• 4242');
  });

  it('counts a started day of the trial as a day left, and never below zero', () => {
    const now = new Date('2026-11-24T12:00:00Z');
    expect(daysUntil('2026-12-08T11:00:00Z', now)).toBe(14);
    expect(daysUntil('2026-11-24T13:00:00Z', now)).toBe(1);
    expect(daysUntil('2026-11-20T12:00:00Z', now)).toBe(0);
  });

  it('a card expires after the last day of its month', () => {
    const now = new Date('2026-11-24T12:00:00Z');
    expect(isExpired({ expMonth: 11, expYear: 2026 }, now)).toBe(false);
    expect(isExpired({ expMonth: 10, expYear: 2026 }, now)).toBe(true);
  });
});
