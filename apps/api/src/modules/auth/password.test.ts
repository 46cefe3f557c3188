import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createUser } from '../../../test/fixtures.ts';
import { PASSWORD, call, expectError, latestCode, signedUpUser, wrongCode } from './auth-test-helpers.ts';

const MINUTE = 60_000;
const NEW_PASSWORD = 'New-Tip-Jar-27?';
const RULES =
  'Password must be at least 8 characters with an uppercase letter, a lowercase letter, a digit and a special character.';

describe('password reset and change', () => {
  let t: TestApp;
  let clock = new Date();
  const advance = (ms: number) => {
    clock = new Date(clock.getTime() + ms);
  };
  beforeAll(async () => {
    t = await createTestApp({ deps: { now: () => clock } });
  });
  afterAll(() => t.close());

  const logIn = (email: string, password: string) => call(t.app, '/auth/login', { email, password });
  const stillSignedIn = async (token: string) =>
    (await call(t.app, '/auth/logout', {}, { token })).statusCode === 200;
  const resetToken = async (email: string): Promise<string> => {
    expect((await call(t.app, '/auth/forgot-password', { email })).statusCode).toBe(200);
    const res = await call(t.app, '/auth/verify-password-otp', { email, otp: latestCode(t.mails, email) });
    expect(res.statusCode).toBe(200);
    return res.json().data.resetToken;
  };

  describe('POST /auth/forgot-password', () => {
    it('mails a reset code in the user language', async () => {
      const user = await signedUpUser(t.app, t.mails, { lang: 'de' });
      const res = await call(t.app, '/auth/forgot-password', { email: user.email });
      expect(res.json()).toEqual({ success: true, message: 'OTP sent successfully', data: {} });
      expect(t.mails.at(-1)).toMatchObject({
        to: user.email,
        subject: 'Ihr Code zum Zurücksetzen Ihres OpenTip-Passworts',
      });
      expect(latestCode(t.mails, user.email)).toMatch(/^\d{5}$/);
    });

    it('answers an unknown address exactly like a known one, and mails nothing', async () => {
      const user = await signedUpUser(t.app, t.mails);
      const known = await call(t.app, '/auth/forgot-password', { email: user.email });
      const before = t.mails.length;
      const unknown = await call(t.app, '/auth/forgot-password', { email: 'nobody@example.test' });
      expect(unknown.statusCode).toBe(known.statusCode);
      expect(unknown.json()).toEqual(known.json());
      expect(t.mails.length).toBe(before);
    });

    it('refuses a malformed address', async () => {
      expectError(
        await call(t.app, '/auth/forgot-password', { email: 'x@' }),
        400,
        'Please enter valid email',
      );
    });
  });

  describe('POST /auth/verify-password-otp', () => {
    it('turns the right code into a reset token', async () => {
      const user = await signedUpUser(t.app, t.mails);
      await call(t.app, '/auth/forgot-password', { email: user.email });
      const res = await call(t.app, '/auth/verify-password-otp', {
        email: user.email,
        otp: latestCode(t.mails, user.email),
      });
      expect(res.json()).toMatchObject({ success: true, message: 'OTP is verified successfully' });
      expect(res.json().data.resetToken).toMatch(/^[0-9a-f-]{36}\.[\w-]{43}$/);
    });

    it('refuses a wrong, malformed, expired or e-mail-verification code', async () => {
      const user = await signedUpUser(t.app, t.mails);
      await call(t.app, '/auth/forgot-password', { email: user.email });
      const code = latestCode(t.mails, user.email);
      const verify = (otp: string) => call(t.app, '/auth/verify-password-otp', { email: user.email, otp });
      expectError(
        await verify(wrongCode(code)),
        400,
        'The code is incorrect. Please check it and try again.',
      );
      expectError(await verify('12a45'), 400, 'Number should contain 5 numbers');
      advance(10 * MINUTE + 1000);
      expectError(await verify(code), 400, 'The code has expired. Please ask for a new one.');

      // Codes of one purpose do not open the other: an e-mail verification code is no reset code.
      await call(t.app, '/auth/forgot-password', { email: user.email });
      const resetCode = latestCode(t.mails, user.email);
      let verificationCode = resetCode;
      // Two random 5-digit codes match once in 100,000 draws: draw again rather than fail by chance.
      while (verificationCode === resetCode) {
        advance(61_000);
        await call(t.app, '/auth/get-otp', { email: user.email });
        verificationCode = latestCode(t.mails, user.email);
      }
      expectError(
        await verify(verificationCode),
        400,
        'The code is incorrect. Please check it and try again.',
      );
      expect((await verify(resetCode)).statusCode).toBe(200);
    });
  });

  describe('POST /auth/reset-password', () => {
    it('sets the new password and ends every session', async () => {
      const user = await signedUpUser(t.app, t.mails);
      const resetTokenValue = await resetToken(user.email);
      const res = await call(t.app, '/auth/reset-password', {
        resetToken: resetTokenValue,
        password: NEW_PASSWORD,
        confirmPassword: NEW_PASSWORD,
      });
      expect(res.json()).toEqual({ success: true, message: 'Password reset successfully', data: {} });
      expect(await stillSignedIn(user.token)).toBe(false);
      expect((await logIn(user.email, PASSWORD)).statusCode).toBe(401);
      expect((await logIn(user.email, NEW_PASSWORD)).statusCode).toBe(200);
    });

    it('takes a reset token once, for 15 minutes, and no made-up one', async () => {
      const user = await signedUpUser(t.app, t.mails);
      const body = (resetTokenValue: string) => ({
        resetToken: resetTokenValue,
        password: NEW_PASSWORD,
        confirmPassword: NEW_PASSWORD,
      });
      const invalid = 'This password reset link is no longer valid. Please start again.';
      const used = await resetToken(user.email);
      expect((await call(t.app, '/auth/reset-password', body(used))).statusCode).toBe(200);
      expectError(await call(t.app, '/auth/reset-password', body(used)), 400, invalid, 'RESET_TOKEN_INVALID');

      advance(MINUTE + 1000);
      const late = await resetToken(user.email);
      advance(15 * MINUTE + 1000);
      expectError(await call(t.app, '/auth/reset-password', body(late)), 400, invalid);

      const [id] = late.split('.');
      for (const madeUp of [
        'abc',
        `${id}.${'A'.repeat(43)}`,
        `00000000-0000-0000-0000-000000000000.${'b'.repeat(43)}`,
      ]) {
        expectError(await call(t.app, '/auth/reset-password', body(madeUp)), 400, invalid);
      }
    });

    it('refuses missing or mismatched fields with the SPEC messages', async () => {
      const reset = (body: object) => call(t.app, '/auth/reset-password', body);
      expectError(
        await reset({ password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD }),
        400,
        'This password reset link is no longer valid. Please start again.',
      );
      expectError(
        await reset({ resetToken: 'x', password: NEW_PASSWORD, confirmPassword: PASSWORD }),
        400,
        'Password Not Matched',
      );
      expectError(await reset({ resetToken: 'x', password: 'short', confirmPassword: 'short' }), 400, RULES);
    });
  });

  describe('PUT /auth/changesPassword', () => {
    const change = (token: string | undefined, body: object) =>
      call(t.app, '/auth/changesPassword', body, { token, method: 'PUT' });

    it('changes the password, ends every session including the caller and returns a new token', async () => {
      const user = await signedUpUser(t.app, t.mails);
      const otherDevice: string = (await logIn(user.email, PASSWORD)).json().data.accessToken;
      const res = await change(user.token, {
        oldPassword: PASSWORD,
        password: NEW_PASSWORD,
        confirmPassword: NEW_PASSWORD,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ success: true, message: 'Password updated successfully' });
      const fresh: string = res.json().data.accessToken;
      expect(await stillSignedIn(user.token)).toBe(false);
      expect(await stillSignedIn(otherDevice)).toBe(false);
      expect(await stillSignedIn(fresh)).toBe(true);
      expect((await logIn(user.email, PASSWORD)).statusCode).toBe(401);
      expect((await logIn(user.email, NEW_PASSWORD)).statusCode).toBe(200);
    });

    it('refuses a wrong old password and an unchanged one, keeping the session', async () => {
      const user = await signedUpUser(t.app, t.mails);
      expectError(
        await change(user.token, {
          oldPassword: 'Not-It-2026!',
          password: NEW_PASSWORD,
          confirmPassword: NEW_PASSWORD,
        }),
        400,
        'The current password is incorrect.',
        'OLD_PASSWORD_INCORRECT',
      );
      expectError(
        await change(user.token, { oldPassword: PASSWORD, password: PASSWORD, confirmPassword: PASSWORD }),
        400,
        'The new password must be different from the current one.',
        'SAME_PASSWORD',
      );
      expect(await stillSignedIn(user.token)).toBe(true);
    });

    it('refuses an account without password like a wrong old password', async () => {
      const { token } = await createUser(t.database.db, { passwordHash: null, loginMethod: 'google' });
      expectError(
        await change(token, { oldPassword: PASSWORD, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD }),
        400,
        'The current password is incorrect.',
      );
    });

    it('refuses missing fields and callers without a token', async () => {
      const user = await signedUpUser(t.app, t.mails);
      expectError(
        await change(user.token, { password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD }),
        400,
        'Please enter password',
      );
      expectError(
        await change(user.token, { oldPassword: PASSWORD, password: NEW_PASSWORD, confirmPassword: 'x' }),
        400,
        'Password Not Matched',
      );
      expectError(
        await change(user.token, {
          oldPassword: PASSWORD,
          password: 'weakpass',
          confirmPassword: 'weakpass',
        }),
        400,
        RULES,
      );
      expectError(
        await change(undefined, {
          oldPassword: PASSWORD,
          password: NEW_PASSWORD,
          confirmPassword: NEW_PASSWORD,
        }),
        401,
        'Please log in to continue.',
      );
    });
  });
});
