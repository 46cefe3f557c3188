import { describe, expect, it, vi } from 'vitest';
import SOURCE from '../../../public/push-sw.js?raw';

const ORIGIN = 'https://opentip.example';
const SHELL = ['/favicon.svg', '/assets/index-AbCdEf12.js', '/assets/index-AbCdEf12.css'];

type Listener = (event: Record<string, unknown>) => void;

/** A fake Cache Storage keyed by path. */
function fakeCaches(names: string[]) {
  const stores = new Map<string, Map<string, Response>>(names.map((name) => [name, new Map()]));
  const pathOf = (request: Request | string) =>
    new URL(typeof request === 'string' ? request : request.url, ORIGIN).pathname;
  return {
    stores,
    keys: async () => [...stores.keys()],
    delete: async (name: string) => stores.delete(name),
    open: async (name: string) => {
      const store = stores.get(name) ?? new Map<string, Response>();
      stores.set(name, store);
      return {
        addAll: async (requests: Request[]) => {
          for (const request of requests) store.set(pathOf(request), new Response(`kept ${pathOf(request)}`));
        },
        match: async (request: Request | string) => store.get(pathOf(request))?.clone(),
      };
    },
  };
}

/** public/push-sw.js as the build writes it (a release name and its shell), in a fake worker scope. */
function loadBuiltWorker(network: (request: Request) => Promise<Response>, oldCaches: string[] = []) {
  const built = SOURCE.replace("const RELEASE = 'dev';", "const RELEASE = 'r2';").replace(
    'const SHELL_FILES = [];',
    `const SHELL_FILES = ${JSON.stringify(SHELL)};`,
  );
  const listeners = new Map<string, Listener>();
  const caches = fakeCaches(oldCaches);
  const self = {
    location: { origin: ORIGIN },
    addEventListener: (type: string, listener: Listener) => listeners.set(type, listener),
    skipWaiting: vi.fn(),
    caches,
    registration: { showNotification: vi.fn() },
    clients: { claim: vi.fn(async () => undefined) },
  };
  const fetchSpy = vi.fn(network);
  // A worker's relative URLs resolve against its origin; Node's Request needs them whole.
  const WorkerRequest = class extends Request {
    constructor(input: string, init?: RequestInit) {
      super(new URL(input, ORIGIN), init);
    }
  };
  new Function('self', 'fetch', 'Request', built)(self, fetchSpy, WorkerRequest);

  async function lifecycle(type: 'install' | 'activate') {
    let done: Promise<unknown> = Promise.resolve();
    listeners.get(type)?.({ waitUntil: (p: Promise<unknown>) => (done = p) });
    await done;
  }
  /** What the worker answers, or "network" when it leaves the request to the browser. */
  async function request(path: string, init: { mode?: string; method?: string } = {}) {
    let answer: Promise<Response> | undefined;
    const req = { url: ORIGIN + path, method: init.method ?? 'GET', mode: init.mode ?? 'cors' };
    listeners.get('fetch')?.({ request: req, respondWith: (r: Promise<Response>) => (answer = r) });
    return answer ? await (await answer).text() : 'network';
  }
  return { self, caches, fetchSpy, lifecycle, request };
}

const offline = () => Promise.reject(new TypeError('Failed to fetch'));

describe('the service worker keeps the app shell', () => {
  it("keeps this release's page and files on install, and drops older releases on activate", async () => {
    const worker = loadBuiltWorker(offline, ['opentip-shell-r1', 'someone-else']);
    await worker.lifecycle('install');
    expect([...(worker.caches.stores.get('opentip-shell-r2')?.keys() ?? [])]).toEqual([
      '/index.html',
      ...SHELL,
    ]);
    await worker.lifecycle('activate');
    expect([...worker.caches.stores.keys()]).toEqual(['someone-else', 'opentip-shell-r2']);
    expect(worker.self.clients.claim).toHaveBeenCalled();
  });

  it('opens any page from the network, and the kept shell when the network is gone', async () => {
    const online = loadBuiltWorker(async () => new Response('fresh page'));
    await online.lifecycle('install');
    expect(await online.request('/dashboard', { mode: 'navigate' })).toBe('fresh page');

    const cut = loadBuiltWorker(offline);
    await cut.lifecycle('install');
    expect(await cut.request('/qrhome', { mode: 'navigate' })).toBe('kept /index.html');
    expect(await cut.request('/assets/index-AbCdEf12.js')).toBe('kept /assets/index-AbCdEf12.js');
  });

  it('never answers the API or uploads itself: money always comes from the server', async () => {
    const worker = loadBuiltWorker(async () => new Response('from the server'));
    await worker.lifecycle('install');
    expect(await worker.request('/api/v1/payee/getBalance')).toBe('network');
    expect(await worker.request('/api/v1/user/qr-code')).toBe('network');
    expect(await worker.request('/api/v1/transactions?format=pdf', { mode: 'navigate' })).toBe('network');
    expect(await worker.request('/uploads/photo.jpg')).toBe('network');
    expect(await worker.request('/api/v1/createtransactions', { method: 'POST' })).toBe('network');
    expect(worker.fetchSpy).not.toHaveBeenCalled();
  });

  it('keeps nothing from the dev server', async () => {
    const listeners = new Map<string, Listener>();
    const open = vi.fn();
    new Function('self', SOURCE)({
      location: { origin: ORIGIN },
      addEventListener: (type: string, listener: Listener) => listeners.set(type, listener),
      skipWaiting: vi.fn(),
      caches: { open },
      clients: { claim: vi.fn(async () => undefined) },
    });
    let answered = false;
    listeners.get('fetch')?.({
      request: { url: `${ORIGIN}/home`, method: 'GET', mode: 'navigate' },
      respondWith: () => (answered = true),
    });
    listeners.get('install')?.({ waitUntil: vi.fn() });
    expect(answered).toBe(false);
    expect(open).not.toHaveBeenCalled();
  });
});
