import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import {
  PASSWORD,
  call,
  expectError,
  latestCode,
  nextIp,
  registration,
  wrongCode,
} from './auth-test-helpers.ts';

const MINUTE = 60_000;

describe('e-mail verification codes: /auth/get-otp, /auth/resendOTP, /auth/verifyOTP', () => {
  let t: TestApp;
  let clock = new Date();
  const advance = (ms: number) => {
    clock = new Date(clock.getTime() + ms);
  };
  beforeAll(async () => {
    t = await createTestApp({ deps: { now: () => clock } });
  });
  afterAll(() => t.close());

  const registered = async () => {
    const body = registration();
    expect((await call(t.app, '/auth/register', body)).statusCode).toBe(201);
    return body.email;
  };
  const verify = (email: string, otp: string, ip?: string) =>
    call(t.app, '/auth/verifyOTP', { email, otp }, { ip });

  it('verifies the address with the mailed code, after which the user can log in', async () => {
    const email = await registered();
    const res = await verify(email, latestCode(t.mails, email));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'OTP is verified successfully', data: {} });
    const login = await call(t.app, '/auth/login', { email, password: PASSWORD });
    expect(login.statusCode).toBe(200);
    expect(login.json().data.user.emailVerified).toBe(true);
  });

  it('signs a new sign-up in at once when its signUpToken comes with the code', async () => {
    const body = registration();
    const created = await call(t.app, '/auth/register', body);
    const { signUpToken, user } = created.json().data;
    const res = await call(t.app, '/auth/verifyOTP', {
      email: body.email,
      otp: latestCode(t.mails, body.email),
      signUpToken,
    });
    expect(res.statusCode).toBe(200);
    const json = res.json();
    expect(json).toMatchObject({
      success: true,
      message: 'OTP is verified successfully',
      data: { user: { id: user.id, username: body.username, emailVerified: true } },
    });
    expect(json.data.accessToken).toMatch(/^[\w-]{43}$/);
    const me = await t.app.inject({
      url: '/api/v1/user/profile',
      headers: { authorization: `Bearer ${json.data.accessToken}` },
    });
    expect(me.statusCode).toBe(200);
  });

  it('gives no session for a signUpToken of another sign-up, a used one, or a made-up one', async () => {
    const other = registration();
    const otherToken: string = (await call(t.app, '/auth/register', other)).json().data.signUpToken;
    const body = registration();
    const own: string = (await call(t.app, '/auth/register', body)).json().data.signUpToken;
    const [id] = own.split('.');
    for (const signUpToken of [otherToken, `${id}.${'A'.repeat(43)}`, 'not-a-token']) {
      advance(MINUTE + 1000);
      expect((await call(t.app, '/auth/get-otp', { email: body.email })).statusCode).toBe(200);
      const res = await call(t.app, '/auth/verifyOTP', {
        email: body.email,
        otp: latestCode(t.mails, body.email),
        signUpToken,
      });
      expect(res.json()).toEqual({ success: true, message: 'OTP is verified successfully', data: {} });
    }
    advance(MINUTE + 1000);
    expect((await call(t.app, '/auth/get-otp', { email: body.email })).statusCode).toBe(200);
    const once = { email: body.email, otp: latestCode(t.mails, body.email), signUpToken: own };
    expect((await call(t.app, '/auth/verifyOTP', once)).json().data.accessToken).toEqual(expect.any(String));
    advance(MINUTE + 1000);
    expect((await call(t.app, '/auth/get-otp', { email: body.email })).statusCode).toBe(200);
    const again = { ...once, otp: latestCode(t.mails, body.email) };
    expect((await call(t.app, '/auth/verifyOTP', again)).json().data).toEqual({});
  });

  it('get-otp and resendOTP mail a new code that replaces the older one', async () => {
    const email = await registered();
    const first = latestCode(t.mails, email);
    advance(MINUTE + 1000);
    const sent = await call(t.app, '/auth/get-otp', { email });
    expect(sent.json()).toEqual({ success: true, message: 'OTP sent successfully', data: {} });
    const second = latestCode(t.mails, email);
    advance(MINUTE + 1000);
    const resent = await call(t.app, '/auth/resendOTP', { email: email.toUpperCase() });
    expect(resent.json()).toEqual({ success: true, message: 'OTP resend successfully', data: {} });
    const third = latestCode(t.mails, email);
    expect(t.mails.filter((m) => m.to === email)).toHaveLength(3);
    for (const old of new Set([first, second].filter((c) => c !== third))) {
      expectError(
        await verify(email, old),
        400,
        'The code is incorrect. Please check it and try again.',
        'OTP_INVALID',
      );
    }
    expect((await verify(email, third)).statusCode).toBe(200);
  });

  it('allows one code a minute per account, and answers an unknown address the same way', async () => {
    const email = await registered();
    const soon = await call(t.app, '/auth/resendOTP', { email });
    expectError(soon, 429, 'Please wait a minute before asking for another code.', 'OTP_RESEND_TOO_SOON');

    const unknown = 'nobody-here@example.test';
    const mailsBefore = t.mails.length;
    const first = await call(t.app, '/auth/get-otp', { email: unknown });
    expect(first.json()).toEqual({ success: true, message: 'OTP sent successfully', data: {} });
    const again = await call(t.app, '/auth/resendOTP', { email: unknown });
    expect({ ...again.json(), requestId: undefined }).toEqual({ ...soon.json(), requestId: undefined });
    expect(again.statusCode).toBe(429);
    expect(t.mails.length).toBe(mailsBefore);

    advance(MINUTE + 1000);
    expect((await call(t.app, '/auth/resendOTP', { email })).statusCode).toBe(200);
  });

  it('refuses malformed requests with the SPEC messages', async () => {
    expectError(await call(t.app, '/auth/get-otp', {}), 400, 'Please enter valid email');
    expectError(
      await call(t.app, '/auth/resendOTP', { email: 'not-an-email' }),
      400,
      'Please enter valid email',
    );
    expectError(await call(t.app, '/auth/verifyOTP', { otp: '12345' }), 400, 'Please enter valid email');
    for (const otp of [undefined, '', '1234', '123456', 'abcde', '12 45']) {
      expectError(await verify('a@example.test', otp as string), 400, 'Number should contain 5 numbers');
    }
  });

  it('refuses a code after 10 minutes', async () => {
    const email = await registered();
    advance(10 * MINUTE + 1000);
    expectError(
      await verify(email, latestCode(t.mails, email)),
      400,
      'The code has expired. Please ask for a new one.',
      'OTP_EXPIRED',
    );
  });

  it('takes each code once', async () => {
    const email = await registered();
    const code = latestCode(t.mails, email);
    expect((await verify(email, code)).statusCode).toBe(200);
    expectError(await verify(email, code), 400, 'The code is incorrect. Please check it and try again.');
  });

  it('answers a wrong code and an unknown address identically', async () => {
    const email = await registered();
    const wrong = await verify(email, wrongCode(latestCode(t.mails, email)));
    const unknown = await verify('nobody@example.test', '12345');
    expectError(wrong, 400, 'The code is incorrect. Please check it and try again.', 'OTP_INVALID');
    expect({ ...unknown.json(), requestId: undefined }).toEqual({ ...wrong.json(), requestId: undefined });
  });

  it('stops a code after 5 wrong tries, even the right code; a new code works', async () => {
    const email = await registered();
    const code = latestCode(t.mails, email);
    for (let i = 0; i < 5; i += 1) expect((await verify(email, wrongCode(code))).statusCode).toBe(400);
    expectError(
      await verify(email, code),
      429,
      'Too many wrong codes. Please ask for a new one.',
      'OTP_TOO_MANY_ATTEMPTS',
    );
    advance(MINUTE + 1000);
    expect((await call(t.app, '/auth/get-otp', { email })).statusCode).toBe(200);
    expect((await verify(email, latestCode(t.mails, email))).statusCode).toBe(200);
  });

  it('answers code guesses for an unknown address as for a registered one: wrong, expired, too many', async () => {
    // One code per address: the unknown-address resend throttle runs on the real clock.
    const run = async (address: string, guess: () => string, waits: number[]) => {
      const start = clock;
      advance(MINUTE + 1000);
      const sent = await call(t.app, '/auth/get-otp', { email: address });
      const answers: unknown[] = [[sent.statusCode, sent.json().message]];
      for (const wait of waits) {
        advance(wait);
        const res = await verify(address, guess());
        answers.push([res.statusCode, res.json().code, res.json().message]);
      }
      clock = start;
      return answers;
    };
    for (const waits of [
      [0, 10 * MINUTE],
      [0, 0, 0, 0, 0, 0],
    ]) {
      const email = await registered();
      const unknown = `nobody-${waits.length}-${Date.now()}@example.test`;
      const known = await run(email, () => wrongCode(latestCode(t.mails, email)), waits);
      expect(await run(unknown, () => '12345', waits)).toEqual(known);
      const codes = known.slice(1).map((a) => (a as unknown[])[1]);
      expect(codes).toEqual(
        waits.length === 2
          ? ['OTP_INVALID', 'OTP_EXPIRED']
          : [...Array.from({ length: 5 }, () => 'OTP_INVALID'), 'OTP_TOO_MANY_ATTEMPTS'],
      );
    }
  });

  it('lets no amount of code guessing keep the owner from signing in with the password', async () => {
    const email = await registered();
    expect((await verify(email, latestCode(t.mails, email))).statusCode).toBe(200);
    for (let round = 0; round < 4; round += 1) {
      advance(MINUTE + 1000);
      expect((await call(t.app, '/auth/resendOTP', { email }, { ip: nextIp() })).statusCode).toBe(200);
      const code = latestCode(t.mails, email);
      for (let i = 0; i < 5; i += 1) {
        const guess = await verify(email, wrongCode(code), nextIp());
        // After 10 wrong codes the account's codes wait (code-attempts.service.ts); sign-in does not.
        expect(guess.json().code).toBe(round < 2 ? 'OTP_INVALID' : 'OTP_ACCOUNT_PAUSED');
      }
      expect((await verify(email, code, nextIp())).statusCode).toBe(429);
    }
    const login = await call(t.app, '/auth/login', { email, password: PASSWORD }, { ip: nextIp() });
    expect(login.statusCode).toBe(200);
    expect(login.json().data.accessToken).toEqual(expect.any(String));
  });
});
