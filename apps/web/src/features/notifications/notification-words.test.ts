import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatMoney } from '@/ui/money';
import en from './locales/en.json';
import ar from './locales/ar.json';
import { notificationTarget, notificationText } from './notification-words';

const from = { id: 'g-1', username: 'zoe' };
const team = { id: 't-1', name: 'Sunset Housekeeping', code: 'TEAMDEM001' };

beforeAll(() => {
  i18next.addResourceBundle('en', 'notifications', en, true, true);
  i18next.addResourceBundle('ar', 'notifications', ar, true, true);
});

function say(type: string, data: Record<string, unknown>, language = 'en') {
  const t = i18next.getFixedT(language, 'notifications');
  return notificationText({ type, data }, t, (minor, currency) => formatMoney(minor, currency, language));
}

describe('a notification in words', () => {
  it('says who tipped how much, and what the receiver gets, as money in its currency', () => {
    const tip = { transactionId: 'x', currency: 'EUR', amount: 1250, net: 1188, creditTo: 'user', from };
    expect(say('tipReceived', tip)).toBe('zoe tipped you €12.50. You receive €11.88.');
    expect(say('tipReceived', { ...tip, from: null })).toBe('A guest tipped you €12.50. You receive €11.88.');
    expect(say('tipReceived', { ...tip, currency: 'JPY', amount: 500, net: 475 })).toBe(
      'zoe tipped you ¥500. You receive ¥475.',
    );
    expect(say('tipReceived', { ...tip, team, creditTo: 'teamPool' })).toBe(
      'A tip of €12.50 went to the Sunset Housekeeping pool. The pool receives €11.88.',
    );
  });

  it('counts the stars of a rating', () => {
    expect(say('feedbackReceived', { rating: 5, from })).toBe('zoe rated you 5 stars.');
    expect(say('feedbackReceived', { rating: 1, from: null })).toBe('A guest rated you 1 star.');
  });

  it('words the team events with the person and the team', () => {
    expect(say('teamJoinRequested', { userId: 'g-1', invited: false, from, team })).toBe(
      'zoe asks to join Sunset Housekeeping.',
    );
    expect(say('teamJoinRequested', { userId: 'g-1', invited: true, from, team })).toBe(
      'zoe accepted the invitation to Sunset Housekeeping and waits for approval.',
    );
    expect(say('teamJoinDecided', { status: 'accepted', from, team })).toBe(
      'Your request to join Sunset Housekeeping was accepted.',
    );
    expect(say('teamJoinDecided', { status: 'rejected', from, team })).toBe(
      'Your request to join Sunset Housekeeping was declined.',
    );
    expect(say('teamInvitation', { from, team })).toBe('zoe invited you to join Sunset Housekeeping.');
  });

  it('tells a refund in full from a part of one', () => {
    const refund = { transactionId: 'x', currency: 'USD', amount: 500, refundedTotal: 500, tipTotal: 1000 };
    expect(say('tipRefunded', refund)).toBe('$5.00 of a $10.00 tip was refunded.');
    expect(say('tipRefunded', { ...refund, amount: 1000, refundedTotal: 1000 })).toBe(
      'A tip of $10.00 was refunded in full.',
    );
  });

  it('names the payout provider, and the reason of a failure when there is one', () => {
    expect(say('payoutLinked', { provider: 'stripe' })).toBe(
      'Your Stripe payout account is linked. Tips can now reach you.',
    );
    expect(say('payoutFailed', { provider: 'stripe', reason: 'Your bank refused the account.' })).toBe(
      'A payout to your Stripe account failed and the money is back in your balance. Reason: Your bank refused the account.',
    );
    expect(say('payoutFailed', { provider: 'paypal' })).toBe(
      'A payout to your PayPal account failed. The money is back in your balance.',
    );
  });

  it("reads in the reader's language, amounts kept whole in Arabic", () => {
    const text = say('tipReceived', { currency: 'USD', amount: 1000, net: 950, from }, 'ar');
    expect(text).toContain('أرسل لك zoe إكرامية');
    expect(text).toContain('\u2066');
  });

  it('still says something for a kind it does not know yet', () => {
    expect(say('somethingNew', {})).toBe('You have a new notification.');
  });
});

describe('where a notification leads', () => {
  it('goes to the tips, the team members or my teams', () => {
    expect(notificationTarget({ type: 'tipReceived', data: {} })).toBe('/home');
    expect(notificationTarget({ type: 'feedbackReceived', data: {} })).toBe('/home');
    expect(notificationTarget({ type: 'teamJoinRequested', data: { team } })).toBe(
      '/teamMembers?teamCode=TEAMDEM001',
    );
    expect(notificationTarget({ type: 'teamInvitation', data: { team } })).toBe('/my-teams');
    expect(notificationTarget({ type: 'teamJoinDecided', data: { team } })).toBe('/my-teams');
    expect(notificationTarget({ type: 'payoutFailed', data: {} })).toBe('/connectedAccount');
    expect(notificationTarget({ type: 'payoutFailed', data: { provider: 'paypal' } })).toBe('/paypal');
    expect(notificationTarget({ type: 'payoutFailed', data: { provider: 'flutterwave' } })).toBe('/flutter');
  });
});
