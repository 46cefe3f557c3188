import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@opentip/shared/messages';
import { validateCard, type CardInput } from './card-validation';

const NOW = new Date('2026-11-28T12:00:00Z');
const GOOD: CardInput = { number: '4242 4242 4242 4242', expiry: '12/29', cvc: '123', name: 'Ana Lima' };
const text = (card: Partial<CardInput>) =>
  Object.fromEntries(
    Object.entries(validateCard({ ...GOOD, ...card }, NOW)).map(([field, key]) => [field, MESSAGES[key]]),
  );

describe('the card form says what to fix', () => {
  it('a good card has nothing to fix', () => {
    expect(validateCard(GOOD, NOW)).toEqual({});
    expect(validateCard({ ...GOOD, expiry: '11/26' }, NOW)).toEqual({});
  });

  it("keeps SPEC's texts for a mistyped number, month, year or CVC, and asks for the name", () => {
    expect(text({ number: '4242 4242 4242 4241' })).toEqual({ number: 'Please enter valid card number' });
    expect(text({ expiry: '13/29' })).toEqual({ expiry: 'Please enter valid month' });
    expect(text({ expiry: '12/' })).toEqual({ expiry: 'Please enter valid year' });
    expect(text({ expiry: '12/2099' })).toEqual({ expiry: 'Please enter valid year' });
    expect(text({ cvc: '12' })).toEqual({ cvc: 'Please enter valid cvv' });
    expect(text({ number: '3782 822463 10005', cvc: '123' })).toEqual({ cvc: 'Please enter valid cvv' });
    expect(text({ name: ' ' })).toEqual({ name: 'Please enter valid name' });
  });

  it('a month already past says the card has expired, not that the year is wrong', () => {
    const expired = { expiry: 'This card has expired. Please use another card.' };
    expect(text({ expiry: '10/26' })).toEqual(expired);
    expect(text({ expiry: '12/25' })).toEqual(expired);
    expect(text({ expiry: '01/2020' })).toEqual(expired);
  });
});
