import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { PASSWORD, call, expectError, nextIp, signedUpUser } from './auth-test-helpers.ts';

const MINUTE = 60_000;
const THROTTLED = 'Too many sign-in attempts. Please wait a few minutes and try again.';
const WRONG = 'The email or password is incorrect.';

/** What a caller can tell apart: status, code and message (not the request id). */
function seen(res: LightMyRequestResponse): [number, string | undefined, string] {
  const body = res.json();
  return [res.statusCode, body.code, body.message];
}

describe('sign-in throttle: growing back-off per account and address, never a lockout', () => {
  let t: TestApp;
  let clock = new Date();
  const advance = (ms: number) => {
    clock = new Date(clock.getTime() + ms);
  };
  beforeAll(async () => {
    t = await createTestApp({ deps: { now: () => clock } });
  });
  afterAll(() => t.close());

  const logIn = (email: string, password: string, ip: string) =>
    call(t.app, '/auth/login', { email, password }, { ip });

  it('lets the owner in at once after 50 wrong passwords from 50 attacker addresses', async () => {
    const owner = await signedUpUser(t.app, t.mails);
    const attackers = Array.from({ length: 50 }, () => nextIp());
    for (const [i, ip] of attackers.entries()) {
      expectError(await logIn(owner.email, `Wrong-Pass-${i}!`, ip), 401, WRONG, 'INVALID_CREDENTIALS');
    }
    // The account is under attack: an attacker address that failed once now waits.
    expectError(
      await logIn(owner.email, 'Wrong-Pass-x!', attackers[0] ?? ''),
      429,
      THROTTLED,
      'SIGN_IN_THROTTLED',
    );
    const res = await logIn(owner.email, PASSWORD, nextIp());
    expect(res.statusCode).toBe(200);
    expect(res.json().data.user.id).toBe(owner.id);
  });

  it('lets the owner in at once after 50 wrong passwords from one attacker address', async () => {
    const owner = await signedUpUser(t.app, t.mails);
    const attacker = nextIp();
    const answers = [];
    for (let i = 0; i < 50; i += 1)
      answers.push((await logIn(owner.email, `Wrong-Pass-${i}!`, attacker)).statusCode);
    expect(answers.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(new Set(answers.slice(5))).toEqual(new Set([429]));
    // Even the right password is not checked from the address that is backing off.
    expectError(await logIn(owner.email, PASSWORD, attacker), 429, THROTTLED);
    expect((await logIn(owner.email, PASSWORD, nextIp())).statusCode).toBe(200);
    expect((await logIn(owner.username, PASSWORD, nextIp())).statusCode).toBe(200);
  });

  it('20 wrong passwords sent at once from one address: 5 are checked, the rest wait', async () => {
    const owner = await signedUpUser(t.app, t.mails);
    const attacker = nextIp();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => logIn(owner.email, `Wrong-Pass-${i}!`, attacker)),
    );
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes).toEqual([...Array(5).fill(401), ...Array(15).fill(429)]);
    expect((await logIn(owner.email, PASSWORD, nextIp())).statusCode).toBe(200);
  });

  it('answers a registered and an unknown address alike, throttle included', async () => {
    const owner = await signedUpUser(t.app, t.mails);
    const unknown = `nobody-${Date.now()}@example.test`;
    const run = async (email: string, ip: string, rightPassword: string) => {
      const script: Array<[string, number]> = [
        ...Array.from({ length: 7 }, (_, i): [string, number] => [`Wrong-Pass-${i}!`, 0]),
        [rightPassword, 0],
        ['Wrong-Pass-a!', MINUTE + 1000],
        ['Wrong-Pass-b!', 0],
        ['Wrong-Pass-c!', MINUTE + 1000],
        ['Wrong-Pass-d!', MINUTE],
        ['Wrong-Pass-e!', 0],
      ];
      const start = clock;
      const answers = [];
      for (const [password, wait] of script) {
        advance(wait);
        answers.push(seen(await logIn(email, password, ip)));
      }
      clock = start;
      return answers;
    };
    const registered = await run(owner.email, nextIp(), PASSWORD);
    const nobody = await run(unknown, nextIp(), PASSWORD);
    expect(nobody).toEqual(registered);
    const wrong = [401, 'INVALID_CREDENTIALS', WRONG];
    const throttled = [429, 'SIGN_IN_THROTTLED', THROTTLED];
    expect(registered).toEqual([
      ...Array.from({ length: 5 }, () => wrong),
      throttled,
      throttled,
      throttled, // the right password, from the address that is backing off
      wrong, // 1 minute later: one more try, then 2 minutes
      throttled,
      throttled, // 1 minute later
      wrong, // 2 minutes later
      throttled,
    ]);
  });

  it('doubles the wait after each failure past the free ones, up to an hour', async () => {
    const owner = await signedUpUser(t.app, t.mails);
    const ip = nextIp();
    for (let i = 0; i < 5; i += 1) await logIn(owner.email, 'Wrong-Pass-1!', ip);
    for (const wait of [1, 2, 4, 8, 16, 32, 60, 60]) {
      advance(wait * MINUTE - 1000);
      expect((await logIn(owner.email, 'Wrong-Pass-1!', ip)).statusCode, `${wait} minutes`).toBe(429);
      advance(1000);
      expect((await logIn(owner.email, 'Wrong-Pass-1!', ip)).statusCode, `${wait} minutes`).toBe(401);
    }
    advance(60 * MINUTE);
    // The right password after the wait opens the session and ends the back-off of that address.
    expect((await logIn(owner.email, PASSWORD, ip)).statusCode).toBe(200);
    for (let i = 0; i < 5; i += 1)
      expect((await logIn(owner.email, 'Wrong-Pass-1!', ip)).statusCode).toBe(401);
  });

  it('forgets failures after a quiet day', async () => {
    const owner = await signedUpUser(t.app, t.mails);
    const ip = nextIp();
    for (let i = 0; i < 6; i += 1) await logIn(owner.email, 'Wrong-Pass-1!', ip);
    expect((await logIn(owner.email, PASSWORD, ip)).statusCode).toBe(429);
    advance(24 * 60 * MINUTE);
    for (let i = 0; i < 5; i += 1)
      expect((await logIn(owner.email, 'Wrong-Pass-1!', ip)).statusCode).toBe(401);
  });

  it('slows one address spraying passwords over many accounts, not the others', async () => {
    const owner = await signedUpUser(t.app, t.mails);
    const sprayer = nextIp();
    for (let i = 0; i < 30; i += 1) {
      expect((await logIn(`spray-${i}-${Date.now()}@example.test`, 'Summer-2026!', sprayer)).statusCode).toBe(
        401,
      );
    }
    expectError(await logIn(owner.email, 'Summer-2026!', sprayer), 429, THROTTLED);
    expect((await logIn(owner.email, PASSWORD, nextIp())).statusCode).toBe(200);
  });

  it('throttles guessing the current password with a signed-in token, not the owner elsewhere', async () => {
    const owner = await signedUpUser(t.app, t.mails);
    const ip = nextIp();
    const change = (oldPassword: string) =>
      call(
        t.app,
        '/auth/changesPassword',
        { oldPassword, password: 'New-Pass-2026!', confirmPassword: 'New-Pass-2026!' },
        { token: owner.token, ip, method: 'PUT' },
      );
    for (let i = 0; i < 5; i += 1) expect((await change(`Wrong-Pass-${i}!`)).statusCode).toBe(400);
    expectError(await change(PASSWORD), 429, THROTTLED, 'SIGN_IN_THROTTLED');
    expect((await logIn(owner.email, PASSWORD, nextIp())).statusCode).toBe(200);
  });
});
