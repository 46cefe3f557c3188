import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { call, expectError, latestCode, signedUpUser, wrongCode } from './auth-test-helpers.ts';

const MINUTE = 60_000;
const PAUSED = 'Too many wrong codes were entered for this account. Please try again in 15 minutes.';

describe("wrong one-time codes are counted per account, across codes (a person's e-mail codes)", () => {
  let t: TestApp;
  let clock = new Date('2026-06-01T08:00:00Z');
  const advance = (ms: number) => {
    clock = new Date(clock.getTime() + ms);
  };
  beforeAll(async () => {
    t = await createTestApp({ deps: { now: () => clock } });
  });
  afterAll(() => t.close());

  const askCode = async (email: string) => {
    advance(MINUTE + 1000);
    expect((await call(t.app, '/auth/forgot-password', { email })).statusCode).toBe(200);
  };
  const verify = (email: string, otp: string) => call(t.app, '/auth/verify-password-otp', { email, otp });

  it('10 wrong codes over two codes: a third code, right, waits until 15 minutes after the first failure', async () => {
    const user = await signedUpUser(t.app, t.mails);
    for (let code = 0; code < 2; code += 1) {
      await askCode(user.email);
      for (let i = 0; i < 5; i += 1)
        expectError(
          await verify(user.email, wrongCode(latestCode(t.mails, user.email))),
          400,
          'The code is incorrect. Please check it and try again.',
        );
    }
    await askCode(user.email);
    expectError(await verify(user.email, latestCode(t.mails, user.email)), 429, PAUSED, 'OTP_ACCOUNT_PAUSED');
    // The e-mail verification code of the same account waits too.
    const verifyEmail = await call(t.app, '/auth/verifyOTP', { email: user.email, otp: '12345' });
    expectError(verifyEmail, 429, PAUSED, 'OTP_ACCOUNT_PAUSED');

    advance(15 * MINUTE);
    await askCode(user.email);
    const res = await verify(user.email, latestCode(t.mails, user.email));
    expect(res.statusCode).toBe(200);
  });

  it('only codes compared and found wrong count; an address without an account answers the same, try for try', async () => {
    const user = await signedUpUser(t.app, t.mails);
    const tries = async (email: string) => {
      const answers: [number, string][] = [];
      const guess = async (url: string) => {
        const res = await call(t.app, url, { email, otp: '00000' });
        answers.push([res.statusCode, res.json().code]);
      };
      advance(MINUTE + 1000);
      expect((await call(t.app, '/auth/forgot-password', { email })).statusCode).toBe(200);
      for (let i = 0; i < 7; i += 1) await guess('/auth/verify-password-otp');
      advance(MINUTE + 1000);
      expect((await call(t.app, '/auth/get-otp', { email })).statusCode).toBe(200);
      for (let i = 0; i < 6; i += 1) await guess('/auth/verifyOTP');
      return answers;
    };
    const known = await tries(user.email);
    expect(known).toEqual([
      ...Array(5).fill([400, 'OTP_INVALID']),
      // The code's own limit refuses these unread: they do not count for the account.
      ...Array(2).fill([429, 'OTP_TOO_MANY_ATTEMPTS']),
      ...Array(5).fill([400, 'OTP_INVALID']),
      [429, 'OTP_ACCOUNT_PAUSED'],
    ]);
    expect(await tries('nobody-here@example.test')).toEqual(known);
  });
});
