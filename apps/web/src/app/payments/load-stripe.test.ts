import { describe, expect, it, vi } from 'vitest';
import { loadStripe } from '@stripe/stripe-js/pure';
import { ApiError } from '@/app/api/api-client';
import { loadStripeFor, STRIPE_SCRIPT_TIMEOUT_MS, stripeLocaleOf } from './load-stripe';
import { fakeStripe } from './stripe-fake';

vi.mock('@stripe/stripe-js/pure', () => ({ loadStripe: vi.fn() }));
const loadStripeMock = vi.mocked(loadStripe);

describe('loadStripeFor: stripe.js only when asked, once per key (SPEC 9 time-out)', () => {
  it('fetches nothing on import, then loads once per key in the reader language', async () => {
    expect(loadStripeMock).not.toHaveBeenCalled();
    const { asStripe } = fakeStripe();
    loadStripeMock.mockResolvedValue(asStripe);
    const [first, second] = await Promise.all([loadStripeFor('pk_test_once'), loadStripeFor('pk_test_once')]);
    expect(first).toBe(asStripe);
    expect(second).toBe(asStripe);
    expect(loadStripeMock).toHaveBeenCalledTimes(1);
    expect(loadStripeMock).toHaveBeenCalledWith('pk_test_once', { locale: 'en' });
  });

  it('gives up after 120 s with a translated, retryable error, and tries again on the next call', async () => {
    vi.useFakeTimers();
    loadStripeMock.mockReset();
    loadStripeMock.mockReturnValueOnce(new Promise(() => undefined));
    const pending = loadStripeFor('pk_test_slow');
    const outcome = pending.catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(STRIPE_SCRIPT_TIMEOUT_MS - 1);
    expect(loadStripeMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    const error = await outcome;
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).key).toBe('paymentProviderUnavailable');
    expect((error as ApiError).status).toBe(503);

    const { asStripe } = fakeStripe();
    loadStripeMock.mockResolvedValueOnce(asStripe);
    await expect(loadStripeFor('pk_test_slow')).resolves.toBe(asStripe);
    expect(loadStripeMock).toHaveBeenCalledTimes(2);
  });

  it('fails the same way when the script is blocked', async () => {
    loadStripeMock.mockRejectedValueOnce(new Error('Failed to load Stripe.js'));
    await expect(loadStripeFor('pk_test_blocked')).rejects.toMatchObject({
      key: 'paymentProviderUnavailable',
    });
  });

  it("speaks the app's six languages to Stripe, and lets Stripe choose for any other", () => {
    for (const language of ['en', 'fr', 'es', 'ar', 'it', 'de'])
      expect(stripeLocaleOf(language)).toBe(language);
    expect(stripeLocaleOf('pt-BR')).toBe('auto');
  });
});
