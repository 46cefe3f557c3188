import { expect } from 'vitest';
import type { MailMessage } from '../../integrations/mail/mailer.ts';
import type { TestApp } from '../../../test/test-app.ts';
import { call } from '../auth/auth-test-helpers.ts';
import { inviteAdmin } from './admin-accounts.service.ts';
import { base32Decode, hotp, timeStep } from './totp.ts';

export const ADMIN_PASSWORD = 'Console-Key-2026!';
let counter = 0;

export const newAdminEmail = () => `admin${(counter += 1)}${Date.now().toString(36)}@example.test`;

/** The token of the latest set-password link mailed to an address, read as the admin reads it. */
export function latestLinkToken(mails: MailMessage[], to: string): string {
  const text = mails.filter((m) => m.to === to).at(-1)?.text ?? '';
  const token = text.match(/\/admin\/set-password\?token=(\S+)/)?.[1];
  if (!token) throw new Error(`no link mailed to ${to}`);
  return decodeURIComponent(token);
}

/** The authenticator app's code for a secret at a moment (`offsetSteps` later or earlier). */
export const totpCode = (secret: string, at: Date, offsetSteps = 0) =>
  hotp(base32Decode(secret), timeStep(at) + offsetSteps);

/** An administrator created by the command whose password is set, not yet signed in. */
export async function invitedAdmin(t: TestApp, now: Date): Promise<string> {
  const email = newAdminEmail();
  await inviteAdmin({ db: t.database.db, mailer: mailerOf(t), publicUrl: 'http://opentip.test', email, now });
  const res = await call(t.app, '/admin/auth/set-password', {
    token: latestLinkToken(t.mails, email),
    password: ADMIN_PASSWORD,
  });
  expect(res.statusCode).toBe(200);
  return email;
}

/** Mail sent outside the app (the command) lands beside the app's own. */
export const mailerOf = (t: TestApp) => ({
  async send(message: MailMessage) {
    t.mails.push(message);
  },
});

export const signIn = (t: TestApp, email: string, password = ADMIN_PASSWORD) =>
  call(t.app, '/auth/login', { email, password });

export const secondFactor = (t: TestApp, body: Record<string, unknown>) =>
  call(t.app, '/admin/auth/second-factor', body);

/** Signs in for the first time and enrolls: the secret, the recovery codes and the session token. */
export async function enrolledAdmin(t: TestApp, now: Date) {
  const email = await invitedAdmin(t, now);
  const step = (await signIn(t, email)).json().data.secondFactor;
  const res = await secondFactor(t, { grant: step.grant, code: totpCode(step.secret, now) });
  expect(res.statusCode).toBe(200);
  const data = res.json().data;
  return {
    email,
    secret: step.secret as string,
    recoveryCodes: data.recoveryCodes as string[],
    token: data.accessToken as string,
  };
}
