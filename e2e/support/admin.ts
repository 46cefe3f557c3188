import { createHmac } from 'node:crypto';
import { expect, type APIRequestContext } from '@playwright/test';
import { PASSWORD } from './accounts';
import { mailsTo } from './mailbox';

/** Made by `npm run admin -- create` when the e2e server starts (scripts/serve.ts). */
export const ADMIN_EMAIL = 'admin@opentip.test';
/** A second administrator made there, signed in through the API by the keyboard journeys. */
export const KEYBOARD_ADMIN_EMAIL = 'keyboard-admin@opentip.test';

/** The set-password link the admin command mailed, as a path on this server. */
export async function setPasswordPath(request: APIRequestContext, email = ADMIN_EMAIL): Promise<string> {
  let path: string | undefined;
  await expect
    .poll(async () => {
      path = (await mailsTo(request, email))[0]?.text.match(
        /https?:\/\/[^/\s]+(\/admin\/set-password\?token=\S+)/,
      )?.[1];
      return path;
    })
    .toBeTruthy();
  return path ?? '';
}

/**
 * The authenticator app's side of RFC 6238 (SHA-1, 30 s, 6 digits), written here apart from the
 * server's code so the test checks that the two agree, as a real authenticator app would.
 */
export function authenticatorCode(base32Secret: string, at = Date.now()): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const char of base32Secret.replace(/[=\s]/g, '').toUpperCase())
    bits += alphabet.indexOf(char).toString(2).padStart(5, '0');
  const key = Buffer.from((bits.match(/.{8}/g) ?? []).map((byte) => parseInt(byte, 2)));
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(at / 1000 / 30)));
  const mac = createHmac('sha1', key).update(counter).digest();
  const offset = (mac.at(-1) ?? 0) & 0x0f;
  const value = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(value % 1_000_000).padStart(6, '0');
}

interface AdminSession {
  accessToken: string;
  user: { id: string; username: string };
}
let keyboardAdmin: Promise<AdminSession> | undefined;

/**
 * The keyboard journeys' administrator, signed in through the API as the console's screens do it:
 * the mailed link sets the password, the log-in enrolls the authenticator app, and its code gives
 * the session. The link and the enrollment work once per server run, so a worker keeps the session
 * for its later tests (a retry, --repeat-each).
 */
export function signedInAdmin(request: APIRequestContext): Promise<AdminSession> {
  keyboardAdmin ??= enrollKeyboardAdmin(request);
  return keyboardAdmin;
}

async function enrollKeyboardAdmin(request: APIRequestContext): Promise<AdminSession> {
  const link = new URL(await setPasswordPath(request, KEYBOARD_ADMIN_EMAIL), 'http://localhost');
  const set = await request.post('/api/v1/admin/auth/set-password', {
    data: { token: link.searchParams.get('token'), password: PASSWORD },
  });
  expect(set.ok(), await set.text()).toBe(true);
  const login = await request.post('/api/v1/auth/login', {
    data: { email: KEYBOARD_ADMIN_EMAIL, password: PASSWORD },
  });
  expect(login.ok(), await login.text()).toBe(true);
  const step = ((await login.json()) as { data: { secondFactor: { grant: string; secret?: string } } }).data
    .secondFactor;
  const second = await request.post('/api/v1/admin/auth/second-factor', {
    data: { grant: step.grant, code: authenticatorCode(step.secret ?? '') },
  });
  expect(second.ok(), await second.text()).toBe(true);
  return ((await second.json()) as { data: AdminSession }).data;
}
