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
      'A payout to your Stripe account failed and the money is back in your balance. Reason: \u2068Your bank refused the account\u2069. Check your Stripe account details, then withdraw again.',
    );
    expect(say('payoutFailed', { provider: 'paypal' })).toBe(
      'A payout to your PayPal account failed. The money is back in your balance: check your PayPal account details, then withdraw again.',
    );
  });
});

describe('the share-out, contest and payout notifications (issue 27)', () => {
  const pool = { runId: 'r-1', runSeq: 4, currency: 'USD', amount: 1250, team };
  const contest = { contestId: 'c-1', runId: 'r-1', runSeq: 4, team, from };
  const answered = {
    ...contest,
    from: { id: 'a-1', username: 'ana' },
    answer: 'Checked the rota: 4 hours is right.',
  };
  const failed = {
    payoutId: 'p-1',
    provider: 'stripe',
    currency: 'USD',
    amount: 2000,
    reason: 'No such destination account.',
  };
  const paid = { payoutId: 'p-2', provider: 'stripe', currency: 'USD', amount: 3965 };

  it('says each in English, with the member’s amount, the run and what to do', () => {
    expect(say('poolShareReceived', pool)).toBe(
      'The Sunset Housekeeping pool was shared out: your share is $12.50.',
    );
    expect(say('poolRunContested', contest)).toBe(
      'zoe contests share-out #4 of Sunset Housekeeping. Answer it on the team pool page.',
    );
    expect(say('poolContestAnswered', answered)).toBe(
      'ana answered your contest of share-out #4 of Sunset Housekeeping: “\u2068Checked the rota: 4 hours is right.\u2069”',
    );
    expect(say('payoutPaid', paid)).toBe('$39.65 was paid out to your Stripe account.');
    expect(say('payoutFailed', failed)).toBe(
      'Your withdrawal of $20.00 to Stripe failed and the money is back in your balance. Reason: \u2068No such destination account\u2069. Check your Stripe account details, then withdraw again.',
    );
  });

  it('says each in Arabic, amounts kept whole', () => {
    const share = say('poolShareReceived', pool, 'ar');
    expect(share).toContain('تم توزيع صندوق Sunset Housekeeping: حصتك');
    expect(share).toContain('\u2066');
    expect(say('poolRunContested', contest, 'ar')).toBe(
      'يعترض zoe على التوزيع رقم 4 في Sunset Housekeeping. ردّ عليه في صفحة صندوق الفريق.',
    );
    expect(say('poolContestAnswered', answered, 'ar')).toBe(
      'ردّ ana على اعتراضك على التوزيع رقم 4 في Sunset Housekeeping: «\u2068Checked the rota: 4 hours is right.\u2069»',
    );
    expect(say('payoutPaid', paid, 'ar')).toContain('إلى حسابك في Stripe.');
    expect(say('payoutFailed', failed, 'ar')).toContain(
      'السبب: \u2068No such destination account\u2069. تحقّق من بيانات حسابك في Stripe ثم اسحب مرة أخرى.',
    );
  });

  it('leads to the team pool, or the payout page of the provider', () => {
    for (const type of ['poolShareReceived', 'poolRunContested', 'poolContestAnswered'])
      expect(notificationTarget({ type, data: pool })).toBe('/teamPool');
    expect(notificationTarget({ type: 'payoutPaid', data: { provider: 'paypal' } })).toBe('/paypal');
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
