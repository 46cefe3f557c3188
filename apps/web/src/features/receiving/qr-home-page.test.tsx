import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import jsQR from 'jsqr';
import { makeUser, USERS_BY_KIND, makePayeeDetails } from '@test/fixtures';
import { callsTo, ok, renderScreen } from './receiving-test-kit';

const user = makeUser({ id: 'u-1', uniqueId: '48213377', payeeCode: 'K7M2Q9XR4T' });
const qr = {
  link: 'https://tips.example.test/tip-receiver-details/K7M2Q9XR4T',
  payeeCode: 'K7M2Q9XR4T',
  uniqueId: '48213377',
};
const payee = (paymentsEnabled: boolean) =>
  ok({
    payee: makePayeeDetails({ paymentsEnabled }),
  });

function api(options: { paymentsEnabled?: boolean } = {}) {
  return (url: string) => {
    if (url.endsWith('/user/qr-code')) return ok({ qr });
    if (url.includes('/payee/payee-details/')) return payee(options.paymentsEnabled ?? true);
    if (url.includes('/user/qr-code?format=png'))
      return new Response(new Uint8Array([0x89, 0x50, 0x4e, 0x47]), {
        status: 200,
        headers: {
          'content-type': 'image/png',
          'content-disposition': 'attachment; filename="opentip-qr-48213377.png"',
        },
      });
  };
}

/** Paints the on-screen code's path into pixels and reads it like a camera would. */
function decodeOnScreenCode(svg: Element): string | undefined {
  const side = Number(svg.getAttribute('viewBox')?.split(' ')[2]);
  const d = svg.querySelector('path')?.getAttribute('d') ?? '';
  const scale = 4;
  const size = side * scale;
  const pixels = new Uint8ClampedArray(size * size * 4).fill(255);
  for (const [, x, y, w] of d.matchAll(/M(\d+) (\d+)h(\d+)v1h-\d+z/g)) {
    for (let py = Number(y) * scale; py < (Number(y) + 1) * scale; py += 1)
      for (let px = Number(x) * scale; px < (Number(x) + Number(w)) * scale; px += 1)
        pixels.fill(0, (py * size + px) * 4, (py * size + px) * 4 + 3);
  }
  return jsQR(pixels, size, size)?.data;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('/qrhome', () => {
  it('shows a code that scans to the tip link, the unique ID and the link', async () => {
    renderScreen('/qrhome', { user, handler: api() });
    const code = await screen.findByRole('img', { name: 'QR code that opens the tip page of maria' });
    expect(decodeOnScreenCode(code)).toBe(qr.link);
    expect(screen.getByTestId('qr-uniqueId')).toHaveTextContent('48213377');
    expect(screen.getByTestId('qr-link')).toHaveTextContent(qr.link);
    expect(screen.queryByText(/link your payout account first/)).not.toBeInTheDocument();
  });

  it('copies the unique code with the toast "Unique Code Copied" for 2000 ms', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const ue = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    // After setup: user-event puts its own clipboard in place.
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    renderScreen('/qrhome', { user, handler: api() });
    await ue.click(await screen.findByRole('button', { name: 'Copy unique ID' }));
    expect(writeText).toHaveBeenCalledWith('48213377');
    expect(await screen.findByText('Unique Code Copied')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1900));
    expect(screen.getByText('Unique Code Copied')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(150));
    expect(screen.queryByText('Unique Code Copied')).not.toBeInTheDocument();

    await ue.click(screen.getByRole('button', { name: 'Copy tip link' }));
    expect(writeText).toHaveBeenLastCalledWith(qr.link);
    expect(await screen.findByText('Copied')).toBeInTheDocument();
  });

  it('downloads the PNG with the bearer token and saves it under the server file name', async () => {
    const createObjectURL = vi.fn((_blob: Blob) => 'blob:qr');
    // jsdom has no object URLs: this test's own, removed again below.
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      expect(this.download).toBe('opentip-qr-48213377.png');
      expect(this.href).toBe('blob:qr');
    });
    const ue = userEvent.setup();
    const { fetchMock } = renderScreen('/qrhome', { user, handler: api() });
    await ue.click(await screen.findByRole('button', { name: 'PNG image' }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    const [call] = callsTo(fetchMock, '/user/qr-code').filter(
      (c) => c.url.searchParams.get('format') === 'png',
    );
    expect(new Headers(call!.init?.headers).get('authorization')).toBe('Bearer token-1');
    expect(call!.url.searchParams.get('lang')).toBe('en');
    expect(createObjectURL.mock.calls[0]).toEqual([expect.objectContaining({ type: 'image/png', size: 4 })]);
    Reflect.deleteProperty(URL, 'createObjectURL');
    Reflect.deleteProperty(URL, 'revokeObjectURL');
  });

  it('offers the share sheet only where the browser has one', async () => {
    const ue = userEvent.setup();
    const { unmount } = renderScreen('/qrhome', { user, handler: api() });
    await screen.findByTestId('qr-uniqueId');
    expect(screen.queryByRole('button', { name: 'Share my tip link' })).not.toBeInTheDocument();
    unmount();
    const share = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    renderScreen('/qrhome', { user, handler: api() });
    await ue.click(await screen.findByRole('button', { name: 'Share my tip link' }));
    expect(share).toHaveBeenCalledWith(expect.objectContaining({ url: qr.link }));
    Reflect.deleteProperty(navigator, 'share');
  });

  it('tells a receiver without a payout account that givers cannot tip yet', async () => {
    renderScreen('/qrhome', { user, handler: api({ paymentsEnabled: false }) });
    expect(
      await screen.findByText('Givers cannot tip you yet: link your payout account first.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Link payout account' })).toHaveAttribute('href', '/stripe');
  });

  it('invites a visitor to log in and shows a giver how to tip instead', async () => {
    const { unmount } = renderScreen('/qrhome', { user: null });
    expect(await screen.findByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    unmount();
    window.localStorage.clear();
    renderScreen('/qrhome', { user: USERS_BY_KIND.tipGiver });
    expect(await screen.findByRole('link', { name: 'Scan a QR code' })).toHaveAttribute('href', '/QRScan');
  });
});
