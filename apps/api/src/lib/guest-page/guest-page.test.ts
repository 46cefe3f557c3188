import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { LANGUAGE_COOKIE } from '@opentip/shared/guest-page';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { users, type UserRow } from '../../db/schema/users.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createReceiver } from '../../../test/tips-fixtures.ts';
import { GUEST_PAGE_TTL_MS } from './guest-page.routes.ts';
import {
  AVATAR_STYLE_SOURCE,
  FAKE_CSS,
  FAKE_STYLE_SOURCE,
  fakeBuild,
  spaOnlyDist,
} from './guest-page-test-helpers.ts';

const dataOf = (html: string) =>
  JSON.parse(/<script type="application\/json" id="guest-data">(.*?)<\/script>/s.exec(html)![1]!) as {
    payeeCode: string;
  };

describe("the guest's server-rendered tip page", () => {
  let t: TestApp;
  let receiver: UserRow;
  let clock = new Date('2026-11-24T12:00:00Z');
  const { build, inputs } = fakeBuild();
  const page = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });

  beforeAll(async () => {
    t = await createTestApp({
      env: { WEB_DIST_DIR: spaOnlyDist() },
      deps: { guestPage: build, now: () => clock },
    });
    receiver = (await createReceiver(t.database.db, { username: 'Amelie' })).user;
  });
  afterAll(() => t.close());
  beforeEach(() => {
    inputs.length = 0;
    // Each test on a fresh cache: ten minutes on, every page kept earlier has expired.
    clock = new Date(clock.getTime() + 600_000);
  });

  it('renders the receiver with the same data the API answers, into the template', async () => {
    const res = await page(`/tip-receiver-details/${receiver.payeeCode}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers.vary).toContain('Cookie, Accept-Language');

    const [details, connected, config, ways] = await Promise.all([
      t.app.inject({ url: `/api/v1/payee/payee-details/${receiver.payeeCode}` }),
      t.app.inject({ url: `/api/v1/integration/getstripeConnectedId?userId=${receiver.id}` }),
      t.app.inject({ url: '/api/v1/payments/config' }),
      t.app.inject({
        url: `/api/v1/payments/ways?payee=${receiver.payeeCode}&currency=${receiver.currency}`,
      }),
    ]);
    expect(inputs).toEqual([
      {
        language: 'en',
        payeeCode: receiver.payeeCode,
        payee: details.json().data.payee,
        connectedAccountId: connected.json().data.user.stripeConnectedAccountId,
        payments: config.json().data,
        paymentWays: ways.json().data,
        fullApp: build.fullApp,
      },
    ]);
    expect(inputs[0]!.connectedAccountId).toMatch(/^acct_sandbox_/);
    expect(inputs[0]!.paymentWays).toMatchObject({
      provider: 'sandbox',
      paymentTypes: ['card', 'applePay', 'googlePay'],
    });

    const html = res.body;
    expect(html).toContain('<html lang="en" dir="ltr">');
    expect(html).toContain('<title>Tip Amelie &amp; co</title>');
    expect(html).toContain('<div id="root"><main class="guest-page"><h1>Amelie</h1>');
    expect(html).toMatch(/<\/script><div id="root">/);
    expect(dataOf(html).payeeCode).toBe(receiver.payeeCode);
    expect(html).not.toContain('<!--guest-');
    // The stylesheet is inline, the scripts and preloads are kept.
    expect(html).toContain(`<style>${FAKE_CSS}</style>`);
    expect(html).not.toContain('rel="stylesheet"');
    expect(html).toContain('<script type="module" crossorigin src="/guest/assets/guest-AbCd1234.js">');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/guest/assets/react-EfGh5678.js">');
  });

  it('allows exactly its inline style and style attributes by hash, keeping the rest of the policy strict', async () => {
    const res = await page(`/tip-receiver-details/${receiver.payeeCode}`);
    const policy = String(res.headers['content-security-policy']);
    const styleSrc = policy.split(';').find((d) => d.startsWith('style-src '));
    expect(styleSrc).toContain(FAKE_STYLE_SOURCE);
    expect(policy).not.toContain("'unsafe-inline'");
    expect(policy).toContain("script-src 'self' https://js.stripe.com");
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain(`style-src-attr 'unsafe-hashes' ${AVATAR_STYLE_SOURCE}`);
    const missing = await page('/tip-receiver-details/ZZZZZZZZZZ');
    expect(missing.headers['content-security-policy']).not.toContain('style-src-attr');
    const spa = await page('/welcome');
    expect(spa.headers['content-security-policy']).not.toContain(FAKE_STYLE_SOURCE);
  });

  it('renders in the language of ?lang=, else the saved cookie, else Accept-Language, else English', async () => {
    const link = `/tip-receiver-details/${receiver.payeeCode}`;
    const cases: Array<[string, Record<string, string>, string]> = [
      [`${link}?lang=ar`, { cookie: `${LANGUAGE_COOKIE}=fr`, 'accept-language': 'de' }, 'ar'],
      [`${link}?lang=xx`, { cookie: `theme=dark; ${LANGUAGE_COOKIE}=fr`, 'accept-language': 'de' }, 'fr'],
      [
        link,
        { cookie: `${LANGUAGE_COOKIE}=klingon`, 'accept-language': 'pt-BR, es-MX;q=0.8, it;q=0.5' },
        'es',
      ],
      [link, { 'accept-language': 'ja, zh;q=0.9' }, 'en'],
      [link, {}, 'en'],
    ];
    for (const [url, headers, language] of cases) {
      const res = await page(url, headers);
      expect(res.statusCode, url).toBe(200);
      expect(inputs.at(-1)!.language).toBe(language);
      expect(res.body).toContain(`<html lang="${language}" dir="${language === 'ar' ? 'rtl' : 'ltr'}">`);
    }
  });

  it('answers an unknown, deleted or malformed code with the rendered page and a 404', async () => {
    const gone = (await createReceiver(t.database.db)).user;
    await t.database.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, gone.id));
    const codes = [
      'ZZZZZZZZZZ',
      gone.payeeCode!,
      '123456789012',
      'not%20a%20code',
      'x'.repeat(65),
      'x'.repeat(150),
      'a.b',
      `${receiver.payeeCode}/more`,
    ];
    for (const code of codes) {
      const res = await page(`/tip-receiver-details/${code}`);
      expect(res.statusCode, code).toBe(404);
      expect(res.body).toContain('<h1>nobody</h1>');
      expect(res.body).toContain('<title>Receiver not found</title>');
    }
    expect(inputs.map((input) => input.payee)).toEqual(codes.map(() => null));
    expect(inputs.map((input) => input.payeeCode)).toContain('not a code');
  });

  it('finds the receiver by unique ID, by a lower-cased code and with a trailing slash', async () => {
    for (const code of [receiver.uniqueId!, receiver.payeeCode!.toLowerCase(), `${receiver.payeeCode}/`]) {
      const res = await page(`/tip-receiver-details/${code}`);
      expect(res.statusCode, code).toBe(200);
      expect(inputs.at(-1)!.payee?.id).toBe(receiver.id);
    }
  });

  it('answers HEAD with the headers and no body', async () => {
    const res = await t.app.inject({ method: 'HEAD', url: `/tip-receiver-details/${receiver.payeeCode}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.body).toBe('');
    const missing = await t.app.inject({ method: 'HEAD', url: '/tip-receiver-details/ZZZZZZZZZZ' });
    expect(missing.statusCode).toBe(404);
  });

  it('sends brotli or gzip to a browser that accepts them', async () => {
    const link = `/tip-receiver-details/${receiver.payeeCode}`;
    const plain = await page(link);
    const br = await page(link, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gzip = await page(link, { 'accept-encoding': 'gzip, br;q=0' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
  });

  it('serves a page again from memory, and renders it anew once the TTL has passed', async () => {
    const link = `/tip-receiver-details/${receiver.payeeCode}`;
    const first = await page(link);
    const second = await page(`/tip-receiver-details/${receiver.payeeCode!.toLowerCase()}`);
    expect(second.body).toBe(first.body);
    await page(`${link}?lang=de`);
    expect(inputs.map((input) => input.language)).toEqual(['en', 'de']);

    await t.database.db.update(users).set({ username: 'Amelie_B' }).where(eq(users.id, receiver.id));
    const start = clock.getTime();
    clock = new Date(start + GUEST_PAGE_TTL_MS * 0.75 - 1);
    expect((await page(link)).body).toContain('<h1>Amelie</h1>');
    expect(inputs).toHaveLength(2);
    // Past the TTL: the page in memory answers once more while the new one renders.
    clock = new Date(start + GUEST_PAGE_TTL_MS);
    expect((await page(link)).body).toContain('<h1>Amelie</h1>');
    await vi.waitFor(() => expect(inputs).toHaveLength(3));
    await vi.waitFor(async () => expect((await page(link)).body).toContain('<h1>Amelie_B</h1>'));
    expect(inputs).toHaveLength(3);

    // Long unused: rendered before answering, never older than twice the TTL.
    await t.database.db.update(users).set({ username: 'Amelie' }).where(eq(users.id, receiver.id));
    clock = new Date(clock.getTime() + 2 * GUEST_PAGE_TTL_MS);
    expect((await page(link)).body).toContain('<h1>Amelie</h1>');
    expect(inputs).toHaveLength(4);
  });

  it('renders a page once for requests that arrive together', async () => {
    const link = `/tip-receiver-details/${receiver.payeeCode}`;
    const answers = await Promise.all(Array.from({ length: 5 }, () => page(link)));
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(inputs).toHaveLength(1);
  });
});

describe('the guest page when something fails', () => {
  it('answers a plain 503 page when the database is down, and a plain 500 when rendering fails', async () => {
    const { build } = fakeBuild({
      render: () => {
        throw new Error('renderer bug');
      },
    });
    const t = await createTestApp({ env: { WEB_DIST_DIR: spaOnlyDist() }, deps: { guestPage: build } });
    const receiver = (await createReceiver(t.database.db)).user;
    try {
      const broken = await t.app.inject({ url: `/tip-receiver-details/${receiver.payeeCode}` });
      expect(broken.statusCode).toBe(500);
      expect(broken.body).toContain('Something went wrong. Please try again.');
      expect(broken.body).not.toContain('renderer bug');

      await t.database.close();
      const down = await t.app.inject({ url: `/tip-receiver-details/${receiver.payeeCode}` });
      expect(down.statusCode).toBe(503);
      expect(down.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(down.body).toContain('This tip page is unavailable for a moment. Please try again.');
    } finally {
      await t.app.close();
    }
  });
});
