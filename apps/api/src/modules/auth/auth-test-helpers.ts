import { expect } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { MailMessage } from '../../integrations/mail/mailer.ts';

export const PASSWORD = 'Tip-Jar-2026!';
let counter = 0;

/** A complete sign-up of an individual receiver, with a fresh e-mail address and user name. */
export function registration(overrides: Record<string, unknown> = {}) {
  counter += 1;
  const name = `alice${counter}x${Date.now().toString(36)}`;
  return {
    userType: 'payee',
    accountType: 'individual',
    firstName: 'Alice',
    lastName: 'Martin',
    username: name,
    email: `${name}@example.test`,
    phone: '+33612345678',
    password: PASSWORD,
    confirmPassword: PASSWORD,
    occupation: 'server',
    ...overrides,
  };
}

interface CallOptions {
  token?: string;
  ip?: string;
  method?: 'POST' | 'PUT';
}

export function call(
  app: FastifyInstance,
  url: string,
  body: unknown,
  options: CallOptions = {},
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: options.method ?? 'POST',
    url: `/api/v1${url}`,
    payload: body as object,
    remoteAddress: options.ip,
    headers: options.token ? { authorization: `Bearer ${options.token}` } : {},
  });
}

/** The 5-digit code of the latest mail to an address, read as the user reads it. */
export function latestCode(mails: MailMessage[], to: string): string {
  const mail = mails.filter((m) => m.to === to).at(-1);
  const code = mail?.text.match(/^(\d{5})$/m)?.[1];
  if (!code) throw new Error(`no code mailed to ${to}`);
  return code;
}

/** A code other than `code`, for wrong tries. */
export const wrongCode = (code: string) => String((Number(code) + 1) % 100_000).padStart(5, '0');

export function expectError(res: LightMyRequestResponse, status: number, message: string, code?: string) {
  expect(res.statusCode).toBe(status);
  expect(res.json()).toMatchObject({ success: false, message, ...(code ? { code } : {}) });
}

/** Registers, verifies the address with the mailed code and logs in. */
export async function signedUpUser(app: FastifyInstance, mails: MailMessage[], overrides = {}) {
  const body = registration(overrides);
  const created = await call(app, '/auth/register', body);
  expect(created.statusCode).toBe(201);
  const verified = await call(app, '/auth/verifyOTP', {
    email: body.email,
    otp: latestCode(mails, body.email),
  });
  expect(verified.statusCode).toBe(200);
  const login = await call(app, '/auth/login', { email: body.email, password: body.password });
  expect(login.statusCode).toBe(200);
  const token: string = login.json().data.accessToken;
  return { ...body, id: created.json().data.user.id as string, token };
}

/** A different address for each call, as if from another machine. */
let ipCounter = 0;
export function nextIp(): string {
  ipCounter += 1;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
}
