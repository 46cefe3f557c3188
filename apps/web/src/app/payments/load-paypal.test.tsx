import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import enTipping from '@/features/tipping/locales/en.json';
import { loadPaypal, PAYPAL_SCRIPT_TIMEOUT_MS, PaypalTimeoutError } from './load-paypal';
import { PaypalButtonDialog } from './payer-step-dialogs';

const scriptsFor = (clientId: string) =>
  [...document.head.querySelectorAll('script')].filter((script) => script.src.includes(clientId));

afterEach(() => {
  vi.useRealTimers();
});

describe("PayPal's script: SPEC 9's 120 s load time-out", () => {
  it('gives up after 120 s, not before, and loads afresh on the next try', async () => {
    vi.useFakeTimers();
    const outcome = loadPaypal('client-slow', 'USD').catch((error: unknown) => error);
    expect(scriptsFor('client-slow')).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(PAYPAL_SCRIPT_TIMEOUT_MS - 1);
    expect(scriptsFor('client-slow')).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(await outcome).toBeInstanceOf(PaypalTimeoutError);
    expect(scriptsFor('client-slow')).toHaveLength(0);

    void loadPaypal('client-slow', 'USD').catch(() => undefined);
    expect(scriptsFor('client-slow')).toHaveLength(1);
  });

  it('tells the payer clearly in the PayPal dialog when the 120 s are up', async () => {
    i18next.addResourceBundle('en', 'tipping', enTipping, true, true);
    vi.useFakeTimers();
    render(
      <PaypalButtonDialog
        clientId="client-dialog"
        currency="USD"
        orderId="order-1"
        onDone={() => undefined}
      />,
    );
    await act(() => vi.advanceTimersByTimeAsync(PAYPAL_SCRIPT_TIMEOUT_MS - 1));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'PayPal did not load within 2 minutes. Check your connection and try again, or cancel and choose another way to pay.',
    );
  });
});
