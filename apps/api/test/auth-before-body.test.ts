import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import type { FastifyInstance, InjectOptions, RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionGuardKindOf, type SessionGuardKind } from '../src/lib/authenticate.ts';
import { createAdmin } from './admin-fixtures.ts';
import { bearer, createUser } from './fixtures.ts';
import { createTestApp, type TestApp, type TestAppOptions } from './test-app.ts';

/** A route whose hooks hold a session guard: found by walking every route the app registers. */
interface GuardedRoute {
  method: string;
  url: string;
  kind: SessionGuardKind;
  querystring: unknown;
  hasBody: boolean;
  rateLimit: number | undefined;
}

const HOOKS = ['onRequest', 'preParsing', 'preValidation', 'preHandler'] as const;
const RATE_LIMIT = 2;

function guardOf(route: RouteOptions): SessionGuardKind | undefined {
  for (const name of HOOKS) {
    for (const hook of [route[name] ?? []].flat()) {
      const kind = sessionGuardKindOf(hook);
      if (kind) return kind;
    }
  }
  return undefined;
}

/** A test app and every guarded route it registered (Fastify announces each new instance). */
async function appWithGuardedRoutes(options: TestAppOptions = {}) {
  const routes: RouteOptions[] = [];
  const onInstance = (message: unknown) => {
    const { fastify } = message as { fastify: FastifyInstance };
    fastify.addHook('onRoute', (route) => {
      routes.push(route);
    });
  };
  subscribe('fastify.initialization', onInstance);
  let t: TestApp;
  try {
    t = await createTestApp(options);
  } finally {
    unsubscribe('fastify.initialization', onInstance);
  }
  const guarded: GuardedRoute[] = [];
  for (const route of routes) {
    const kind = guardOf(route);
    if (!kind) continue;
    const schema = route.schema as { querystring?: unknown; body?: unknown } | undefined;
    const limit = (route.config as { rateLimit?: { max?: number } } | undefined)?.rateLimit?.max;
    for (const method of [route.method].flat()) {
      const { url } = route;
      const hasBody = Boolean(schema?.body);
      guarded.push({ method, url, kind, querystring: schema?.querystring, hasBody, rateLimit: limit });
    }
  }
  return { t, guarded };
}

/** Every declared query parameter twice with a junk value, which no schema of ours takes. */
function badQuery(querystring: unknown): string {
  const shape = (querystring as { shape?: Record<string, unknown> } | undefined)?.shape;
  const keys = Object.keys(shape ?? {});
  return keys.length ? `?${keys.map((key) => `${key}=%7B&${key}=%5B`).join('&')}` : '';
}

interface Malformed {
  request: InjectOptions;
  /** Whether the route's parser or schema refuses it whoever sends it (a GET's query, a body). */
  refusedAsInput: boolean;
}

/** The malformed requests of a route: bad path parameters and query, then unparsable or wrong bodies. */
function malformed(route: GuardedRoute): Malformed[] {
  const query = badQuery(route.querystring);
  const url = route.url.replace(/:\w+/g, 'not%20an%20id') + query;
  const method = route.method as InjectOptions['method'];
  if (route.method === 'GET' || route.method === 'HEAD')
    return [{ request: { method, url }, refusedAsInput: query !== '' }];
  const json = { 'content-type': 'application/json' };
  return [
    { request: { method, url, headers: json, payload: '{"unfinished' }, refusedAsInput: true },
    { request: { method, url, headers: json, payload: '[0]' }, refusedAsInput: route.hasBody },
  ];
}

const withHeaders = (request: InjectOptions, headers: Record<string, string>): InjectOptions => ({
  ...request,
  headers: { ...(request.headers as Record<string, string> | undefined), ...headers },
});

const named = (route: GuardedRoute) => `${route.method} ${route.url}`;

let addresses = 0;
/** A new client address for each request, so that no route's own rate limit gets in the way. */
const freshAddress = () => {
  addresses += 1;
  return `198.18.${Math.floor(addresses / 250) % 250}.${(addresses % 250) + 1}`;
};

describe('a route that needs a session checks it before it reads the request', () => {
  let t: TestApp;
  let guarded: GuardedRoute[];
  let person: string;
  let admin: string;
  beforeAll(async () => {
    ({ t, guarded } = await appWithGuardedRoutes());
    person = (await createUser(t.database.db)).token;
    admin = (await createAdmin(t.database.db)).token;
  });
  afterAll(() => t.close());

  /** Each malformed request of each route sent as `headers`; lists those not answered as expected. */
  async function answersOtherThan(
    routes: GuardedRoute[],
    headers: Record<string, string>,
    expected: { status: number; code: string; message: string },
  ) {
    const wrong: string[] = [];
    for (const route of routes) {
      for (const { request } of malformed(route)) {
        const res = await t.app.inject({ ...withHeaders(request, headers), remoteAddress: freshAddress() });
        // A HEAD answer has no body: its status is what there is to compare.
        const { code, message } = route.method === 'HEAD' ? { ...expected, code: '' } : res.json();
        const same = route.method === 'HEAD' || (code === expected.code && message === expected.message);
        if (res.statusCode !== expected.status || !same)
          wrong.push(`${named(route)} ${String(request.payload ?? '')}: ${res.statusCode} ${code}`);
      }
    }
    return wrong;
  }

  const UNAUTHORIZED = { status: 401, code: 'UNAUTHORIZED', message: 'Please log in to continue.' };

  it('finds the guarded routes of the app and of the console', () => {
    const names = guarded.map(named);
    expect(names).toEqual(
      expect.arrayContaining([
        'POST /api/v1/admin/promo-codes',
        'GET /api/v1/admin/me',
        'POST /api/v1/user/update/:id',
        'POST /api/v1/auth/logout',
      ]),
    );
    expect(new Set(guarded.map((route) => route.kind))).toEqual(new Set(['session', 'user', 'admin']));
    expect(names.filter((name) => name.includes(' /api/v1/admin/')).length).toBeGreaterThan(20);
    expect(guarded.length).toBeGreaterThan(80);
  });

  it('answers a visitor 401 on every guarded route, whatever the body, query or path parameters', async () => {
    expect(await answersOtherThan(guarded, {}, UNAUTHORIZED)).toEqual([]);
  });

  it('answers 401 to a token that is not a live session, before the body too', async () => {
    expect(await answersOtherThan(guarded, bearer('not-a-token'), UNAUTHORIZED)).toEqual([]);
  });

  it('answers a signed-in person 403 adminOnly on every console route, before the body', async () => {
    const consoleRoutes = guarded.filter((route) => route.kind === 'admin');
    const adminOnly = { status: 403, code: 'ADMIN_ONLY', message: 'This area is for administrators only.' };
    expect(await answersOtherThan(consoleRoutes, bearer(person), adminOnly)).toEqual([]);
  });

  it("answers an administrator 403 on every app route that needs a person's account, before the body", async () => {
    const appRoutes = guarded.filter((route) => route.kind === 'user');
    const notForApp = {
      status: 403,
      code: 'ADMIN_NOT_FOR_APP',
      message: 'Administrator accounts use the console only. Sign in with a personal account to use the app.',
    };
    expect(await answersOtherThan(appRoutes, bearer(admin), notForApp)).toEqual([]);
  });

  it('refuses the same requests as input once the guard admits the caller: they are malformed', async () => {
    const admitted = (route: GuardedRoute) => bearer(route.kind === 'admin' ? admin : person);
    const accepted: string[] = [];
    for (const route of guarded) {
      for (const { request, refusedAsInput } of malformed(route)) {
        // The others may be valid for the route (no body schema, no query): they are not sent here.
        if (!refusedAsInput) continue;
        const remoteAddress = freshAddress();
        const res = await t.app.inject({ ...withHeaders(request, admitted(route)), remoteAddress });
        // 404: console routes answer a malformed id like an unknown one (admin-route-helpers.ts).
        if (![400, 404].includes(res.statusCode)) accepted.push(`${named(route)}: ${res.statusCode}`);
      }
    }
    expect(accepted).toEqual([]);
  });
});

describe('a caller a guard turns away', () => {
  let t: TestApp;
  let guarded: GuardedRoute[];
  beforeAll(async () => {
    ({ t, guarded } = await appWithGuardedRoutes({ env: { RATE_LIMIT_PER_MINUTE: String(RATE_LIMIT) } }));
  });
  afterAll(() => t.close());

  it("still spends the address's rate limit: the limit is checked first", async () => {
    const wrong: string[] = [];
    for (const [index, route] of guarded.entries()) {
      const remoteAddress = `10.77.${Math.floor(index / 200)}.${(index % 200) + 1}`;
      const [first] = malformed(route);
      const request = withHeaders(first!.request, bearer('not-a-token'));
      const send = () => t.app.inject({ ...request, remoteAddress });
      const budget = route.rateLimit ?? RATE_LIMIT;
      const statuses: number[] = [];
      for (let i = 0; i <= budget; i++) statuses.push((await send()).statusCode);
      const expected = [...Array<number>(budget).fill(401), 429];
      if (JSON.stringify(statuses) !== JSON.stringify(expected))
        wrong.push(`${named(route)}: ${statuses.join(',')}`);
    }
    expect(wrong).toEqual([]);
  });
});
