import { describe, expect, it } from 'vitest';
import { emailField } from '@opentip/shared/validation';
import { makePayeeDetails } from '@test/fixtures';
import { paidGuestTip } from '@test/guest-fixtures';
import { parseTipDraft } from '@/features/tipping/tip-draft';
import { readTipResult } from '@/features/tipping/tip-result';
import { isValidEmail } from './guest-checkout';
import { hasStoredSession, newTipDraft, saveResult, storedChoices, writeDraft } from './guest-storage';

const payee = makePayeeDetails();

describe('what the guest page keeps, in the full app shapes', () => {
  it('writes a tip draft the app reads back unchanged', () => {
    const draft = {
      ...newTipDraft({ payeeCode: 'ABC', payee, connectedAccountId: 'acct_1' }),
      amountText: '5',
    };
    writeDraft(draft);
    expect(parseTipDraft(JSON.parse(window.localStorage.getItem('tip') ?? 'null'))).toEqual(draft);
  });

  it('keeps this receiver choices over a reload, and only the receipt address for another', () => {
    writeDraft({
      ...newTipDraft({ payeeCode: 'ABC', payee, connectedAccountId: null }),
      mode: 'amount',
      amountText: '7',
      email: 'g@example.com',
    });
    expect(storedChoices(payee.id)).toMatchObject({
      mode: 'amount',
      amountText: '7',
      email: 'g@example.com',
    });
    expect(storedChoices('another-receiver')).toEqual({ email: 'g@example.com' });
    window.localStorage.setItem('tip', '{"payeeId":"u-1","mode":"sideways","coverFee":"yes"}');
    expect(storedChoices(payee.id)).toEqual({});
    window.localStorage.setItem('tip', 'not json');
    expect(storedChoices(payee.id)).toEqual({});
  });

  it('stores the paid tip as the success screen reads it', () => {
    saveResult(paidGuestTip(payee, 1000), 'g@example.com');
    expect(readTipResult()).toMatchObject({
      email: 'g@example.com',
      feedbackSent: false,
      feedbackToken: 'feedback-token-1',
    });
  });

  it('knows a signed-in visitor by the stored session token', () => {
    expect(hasStoredSession()).toBe(false);
    window.localStorage.setItem(
      'persist:root',
      JSON.stringify({ session: JSON.stringify({ accessToken: 't' }) }),
    );
    expect(hasStoredSession()).toBe(true);
    window.localStorage.setItem(
      'persist:root',
      JSON.stringify({ session: JSON.stringify({ accessToken: '' }) }),
    );
    expect(hasStoredSession()).toBe(false);
  });

  it('accepts the receipt addresses the shared rule accepts', () => {
    const samples = [
      'a@b.co',
      ' Guest@Example.com ',
      'a.b+c@d-e.fr',
      'a@b',
      'a..b@c.de',
      '.a@b.de',
      'a@b.c',
      'no at',
      '',
      `${'a'.repeat(250)}@b.de`,
    ];
    for (const sample of samples)
      expect(isValidEmail(sample), sample).toBe(emailField.safeParse(sample).success);
  });
});
