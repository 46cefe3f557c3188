import { describe, expect, it, vi } from 'vitest';
import SOURCE from '../../../public/push-sw.js?raw';

const ORIGIN = 'https://opentip.example';

type Listener = (event: Record<string, unknown>) => void;

/** public/push-sw.js run against a fake ServiceWorkerGlobalScope. */
function loadWorker(
  windows: { url: string; navigate: ReturnType<typeof vi.fn>; focus: ReturnType<typeof vi.fn> }[] = [],
) {
  const listeners = new Map<string, Listener>();
  const self = {
    location: { origin: ORIGIN },
    addEventListener: (type: string, listener: Listener) => listeners.set(type, listener),
    skipWaiting: vi.fn(),
    registration: { showNotification: vi.fn(async () => undefined) },
    clients: {
      claim: vi.fn(async () => undefined),
      matchAll: vi.fn(async () => windows),
      openWindow: vi.fn(async () => null),
    },
  };
  new Function('self', SOURCE)(self);
  async function dispatch(type: string, event: Record<string, unknown>) {
    let done: Promise<unknown> = Promise.resolve();
    listeners.get(type)?.({ ...event, waitUntil: (p: Promise<unknown>) => (done = p) });
    await done;
  }
  return { self, dispatch };
}

const pushOf = (payload: unknown) => ({ data: { json: () => payload } });

describe('push-sw.js', () => {
  it("shows the push's title and text in the person's language and direction, tagged once", async () => {
    const worker = loadWorker();
    await worker.dispatch(
      'push',
      pushOf({
        title: 'إكرامية جديدة',
        body: 'تلقيت إكرامية',
        url: '/home',
        tag: 'opentip-1',
        dir: 'rtl',
        lang: 'ar',
      }),
    );
    expect(worker.self.registration.showNotification).toHaveBeenCalledWith('إكرامية جديدة', {
      body: 'تلقيت إكرامية',
      tag: 'opentip-1',
      dir: 'rtl',
      lang: 'ar',
      icon: '/favicon.svg',
      data: { url: `${ORIGIN}/home` },
    });
  });

  it('still shows something for a push it cannot read, and never points off the site', async () => {
    const worker = loadWorker();
    await worker.dispatch('push', pushOf({ title: 'Hi', url: 'https://evil.example/steal' }));
    await worker.dispatch('push', { data: { json: () => JSON.parse('{') } });
    const calls = worker.self.registration.showNotification.mock.calls as unknown as [
      string,
      { data: unknown },
    ][];
    expect(calls[0]?.[1].data).toEqual({ url: `${ORIGIN}/notifications` });
    expect(calls[1]?.[0]).toBe('OpenTip');
  });

  it('on a click, brings an open OpenTip window to the page, else opens one', async () => {
    const open = {
      url: `${ORIGIN}/chat`,
      navigate: vi.fn(async () => undefined),
      focus: vi.fn(async () => undefined),
    };
    const withWindow = loadWorker([open]);
    const notification = { close: vi.fn(), data: { url: `${ORIGIN}/home` } };
    await withWindow.dispatch('notificationclick', { notification });
    expect(notification.close).toHaveBeenCalled();
    expect(open.navigate).toHaveBeenCalledWith(`${ORIGIN}/home`);
    expect(open.focus).toHaveBeenCalled();
    expect(withWindow.self.clients.openWindow).not.toHaveBeenCalled();

    const without = loadWorker();
    await without.dispatch('notificationclick', { notification });
    expect(without.self.clients.openWindow).toHaveBeenCalledWith(`${ORIGIN}/home`);
  });
});
