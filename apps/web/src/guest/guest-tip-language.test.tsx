import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CreateTipBody } from '@opentip/shared/schemas/tips.schema';
import { createGuestTip } from './guest-api';
import { setGuestStrings } from './i18n/lite-translator';

const tip: CreateTipBody = {
  payee: '12345678',
  amount: 500,
  currency: 'USD',
  paymentType: 'card',
  paymentMethod: 'tok_sandbox_visa',
  coverFee: false,
  email: 'guest@example.test',
};

describe("the guest's tip request tells the page's language (the receipt is written in it)", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    setGuestStrings('en', {});
  });

  const sentBody = async () => {
    const fetch = vi.fn(async () => Response.json({ success: true, data: {} }));
    vi.stubGlobal('fetch', fetch);
    await createGuestTip(tip, 'attempt-key-1');
    const init = (fetch.mock.calls[0] as unknown as [string, RequestInit])[1];
    return JSON.parse(String(init.body)) as CreateTipBody;
  };

  it('sends the language the page is shown in', async () => {
    setGuestStrings('ar', {});
    expect(await sentBody()).toMatchObject({ ...tip, language: 'ar' });
  });

  it('sends none for a language the app does not offer', async () => {
    setGuestStrings('pt', {});
    expect((await sentBody()).language).toBeUndefined();
  });
});
