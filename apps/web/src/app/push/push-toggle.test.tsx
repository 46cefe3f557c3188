import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeUser } from '@test/fixtures';
import { json, renderScreens } from '@test/render-app';
import { PUSH_OWNER_KEY, base64UrlToBytes } from './push-browser';
import { PushToggle } from './push-toggle';

const KEY = `BN${'x'.repeat(85)}`;
const ENDPOINT = 'https://fcm.googleapis.com/fcm/send/device-1';
const user = makeUser();

/** What a browser with a push service offers: Notification, PushManager and a service worker. */
function fakeBrowser(
  options: { answer?: NotificationPermission; granted?: boolean; subscribed?: boolean } = {},
) {
  const permission = { value: (options.granted ? 'granted' : 'default') as NotificationPermission };
  let subscription: ReturnType<typeof makeSubscription> | null = null;
  const makeSubscription = (applicationServerKey: Uint8Array) => ({
    endpoint: ENDPOINT,
    options: { applicationServerKey: applicationServerKey.buffer },
    toJSON: () => ({
      endpoint: ENDPOINT,
      expirationTime: null,
      keys: { p256dh: `B${'p'.repeat(86)}`, auth: 'a'.repeat(22) },
    }),
    unsubscribe: vi.fn(async () => {
      subscription = null;
      return true;
    }),
  });
  if (options.subscribed) subscription = makeSubscription(base64UrlToBytes(KEY));
  const pushManager = {
    getSubscription: vi.fn(async () => subscription),
    subscribe: vi.fn(async (o: { applicationServerKey: Uint8Array }) => {
      subscription = makeSubscription(o.applicationServerKey);
      return subscription;
    }),
  };
  const registration = { scope: '/', pushManager };
  const serviceWorker = {
    register: vi.fn(async () => registration),
    ready: Promise.resolve(registration),
    getRegistration: vi.fn(async () => registration),
  };
  Object.defineProperty(navigator, 'serviceWorker', { value: serviceWorker, configurable: true });
  vi.stubGlobal('PushManager', class {});
  vi.stubGlobal('Notification', {
    get permission() {
      return permission.value;
    },
    requestPermission: vi.fn(async () => {
      permission.value = options.answer ?? 'granted';
      return permission.value;
    }),
  });
  return { serviceWorker, pushManager, current: () => subscription };
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

const ok = (data: unknown, message = 'OK') => json(200, { success: true, message, data });

function renderToggle(options: { vapidPublicKey?: string | null; refuse?: boolean } = {}) {
  const { vapidPublicKey = KEY } = options;
  return renderScreens('/notifications', {
    user,
    screens: { '/notifications': <PushToggle /> },
    handler: (url, init) => {
      if (url.endsWith('/api/v1/config')) return ok({ googleClientId: null, vapidPublicKey });
      if (!url.endsWith('/notifications/push-subscription')) return undefined;
      if (init?.method === 'DELETE') return ok({ endpoint: ENDPOINT, removed: true });
      if (options.refuse)
        return json(400, {
          success: false,
          code: 'PUSH_ENDPOINT_INVALID',
          message: "This browser's notification service cannot be used. Please try another browser.",
        });
      return ok({ endpoint: ENDPOINT, subscribed: true });
    },
  });
}

const pushCalls = (fetchMock: ReturnType<typeof renderToggle>['fetchMock'], method: string) =>
  fetchMock.mock.calls
    .filter(
      ([url, init]) => String(url).endsWith('/notifications/push-subscription') && init?.method === method,
    )
    .map(([, init]) => JSON.parse(String(init?.body)) as Record<string, unknown>);

const theSwitch = () => screen.findByRole('switch', { name: 'Notify me on this device' });

describe('PushToggle: "Notify me on this device"', () => {
  it("asks permission, subscribes with the server's key and registers this device", async () => {
    const browser = fakeBrowser();
    const { fetchMock } = renderToggle();
    const toggle = await theSwitch();
    await waitFor(() => expect(toggle).toBeEnabled());
    expect(toggle).not.toBeChecked();

    fireEvent.click(toggle);
    expect(await screen.findByText('This device will be notified.')).toBeInTheDocument();
    expect(toggle).toBeChecked();
    expect(browser.serviceWorker.register).toHaveBeenCalledWith('/push-sw.js', { scope: '/' });
    const [options] = browser.pushManager.subscribe.mock.calls[0] ?? [];
    expect(options).toMatchObject({ userVisibleOnly: true });
    expect([...(options?.applicationServerKey ?? [])]).toEqual([...base64UrlToBytes(KEY)]);
    expect(pushCalls(fetchMock, 'POST')).toEqual([browser.current()?.toJSON()]);
    expect(screen.getByText(/You will be notified on this device/)).toBeInTheDocument();
  });

  it('switches off: the server forgets the device and the browser unsubscribes', async () => {
    const browser = fakeBrowser({ granted: true, subscribed: true });
    window.localStorage.setItem(PUSH_OWNER_KEY, JSON.stringify({ userId: user.id, endpoint: ENDPOINT }));
    const { fetchMock } = renderToggle();
    const toggle = await theSwitch();
    await waitFor(() => expect(toggle).toBeChecked());
    // The same person's device is registered again on opening: their last session may have ended.
    expect(pushCalls(fetchMock, 'POST')).toHaveLength(1);

    fireEvent.click(toggle);
    expect(await screen.findByText('This device will no longer be notified.')).toBeInTheDocument();
    expect(toggle).not.toBeChecked();
    expect(pushCalls(fetchMock, 'DELETE')).toEqual([{ endpoint: ENDPOINT }]);
    expect(browser.current()).toBeNull();
  });

  it('shows off on a device someone else switched on, and registers nothing for them', async () => {
    fakeBrowser({ granted: true, subscribed: true });
    window.localStorage.setItem(
      PUSH_OWNER_KEY,
      JSON.stringify({ userId: 'someone-else', endpoint: ENDPOINT }),
    );
    const { fetchMock } = renderToggle();
    const toggle = await theSwitch();
    await waitFor(() => expect(toggle).toBeEnabled());
    expect(toggle).not.toBeChecked();
    expect(pushCalls(fetchMock, 'POST')).toEqual([]);
  });

  it('says so when notifications are blocked, and stays off', async () => {
    const browser = fakeBrowser({ answer: 'denied' });
    const { fetchMock } = renderToggle();
    const toggle = await theSwitch();
    await waitFor(() => expect(toggle).toBeEnabled());
    fireEvent.click(toggle);
    expect(await screen.findByText(/Notifications are blocked for this site/)).toBeInTheDocument();
    expect(toggle).not.toBeChecked();
    expect(toggle).toBeDisabled();
    expect(browser.pushManager.subscribe).not.toHaveBeenCalled();
    expect(pushCalls(fetchMock, 'POST')).toEqual([]);
  });

  it("shows the server's refusal and stays off", async () => {
    fakeBrowser();
    renderToggle({ refuse: true });
    const toggle = await theSwitch();
    await waitFor(() => expect(toggle).toBeEnabled());
    fireEvent.click(toggle);
    expect(
      await screen.findByText(
        "This browser's notification service cannot be used. Please try another browser.",
      ),
    ).toBeInTheDocument();
    expect(toggle).not.toBeChecked();
  });

  it('is unavailable in a browser without push, and when the server sends none', async () => {
    renderToggle();
    expect(await theSwitch()).toBeDisabled();
    expect(screen.getByText('This browser cannot show notifications from OpenTip.')).toBeInTheDocument();
  });

  it('is unavailable when the server has no VAPID key', async () => {
    fakeBrowser();
    renderToggle({ vapidPublicKey: null });
    const toggle = await theSwitch();
    await waitFor(() =>
      expect(screen.getByText('This browser cannot show notifications from OpenTip.')).toBeInTheDocument(),
    );
    expect(toggle).toBeDisabled();
  });
});
