import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { mailsTo } from './mailbox';

export const PASSWORD = 'Tip-jar#2024';

/** A business account's sign-up fields (the business specs' owner). */
export const BUSINESS = {
  userType: 'payee',
  accountType: 'business',
  occupation: 'server',
  businessName: 'Blue Lagoon Golf',
  businessType: 'corporation',
  estimatedRevenue: 'under100k',
  firstName: 'Nadia',
  lastName: 'Haddad',
  phone: '+971501234567',
};

export function uniqueEmail(prefix: string): string {
  return `${prefix}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
}

/** The newest 5-digit code the server mailed to an address. */
export async function readCode(request: APIRequestContext, email: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      code = (await mailsTo(request, email))[0]?.text.match(/\b(\d{5})\b/)?.[1];
      return code;
    })
    .toBeTruthy();
  return code ?? '';
}

interface Session {
  accessToken: string;
  user: { id: string; username: string };
}

const RECEIVER = {
  userType: 'payee',
  accountType: 'individual',
  occupation: 'concierge',
  firstName: 'Ana',
  lastName: 'Silva',
  phone: '+351912345678',
};

/**
 * A verified user made through the API, signed in, for tests that start signed in: a receiver
 * unless `fields` say otherwise.
 */
export async function createVerifiedUser(
  request: APIRequestContext,
  prefix = 'user',
  fields: Record<string, string> = RECEIVER,
): Promise<{ email: string; session: Session }> {
  const email = uniqueEmail(prefix);
  const username = `${prefix}${Date.now() % 1e8}`;
  const registered = await request.post('/api/v1/auth/register', {
    data: {
      ...fields,
      username,
      email,
      password: PASSWORD,
      confirmPassword: PASSWORD,
      currency: 'USD',
      lang: 'en',
    },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const otp = await readCode(request, email);
  expect((await request.post('/api/v1/auth/verifyOTP', { data: { email, otp } })).ok()).toBe(true);
  const login = await request.post('/api/v1/auth/login', { data: { email, password: PASSWORD } });
  expect(login.ok()).toBe(true);
  const { data } = (await login.json()) as { data: Session };
  return { email, session: data };
}

/** Opens the app with the session stored under persist:root, as after a real log-in. */
export async function signInAs(page: Page, session: Session, path = '/Home'): Promise<void> {
  const value = JSON.stringify({
    session: JSON.stringify(session),
    _persist: JSON.stringify({ version: 1, rehydrated: true }),
  });
  await page.addInitScript((stored) => {
    if (!window.sessionStorage.getItem('e2e-seeded')) {
      window.localStorage.setItem('persist:root', stored);
      window.sessionStorage.setItem('e2e-seeded', '1');
    }
  }, value);
  await page.goto(path);
}
