import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/users.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { PASSWORD, call, latestCode, registration, signedUpUser } from './auth-test-helpers.ts';

const OTHER_PASSWORD = 'Other-Pass-2026!';

const MASKED = ['id', 'uniqueId', 'payeeCode', 'signUpToken', 'teamId', 'requestId', 'username', 'email'];

/** An answer without what differs between two sign-ups anyway (fresh ids, the typed name and address). */
function shapeOf(body: Record<string, unknown>): unknown {
  return JSON.parse(
    JSON.stringify(body, (key, value: unknown) =>
      MASKED.includes(key) && value !== null ? typeof value : value,
    ),
  );
}

describe('POST /auth/register with an address that already has an account', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const userRow = async (email: string) => {
    const [row] = await t.database.db.select().from(users).where(eq(users.email, email));
    if (!row) throw new Error('no user row');
    return row;
  };

  it('answers exactly as for a new address and mails the owner instead of a code', async () => {
    const owner = await signedUpUser(t.app, t.mails, { firstName: 'Olga' });
    const fresh = registration({ password: OTHER_PASSWORD, confirmPassword: OTHER_PASSWORD });
    const again = { ...fresh, username: `${fresh.username}b`, email: owner.email.toUpperCase() };
    const newAnswer = await call(t.app, '/auth/register', fresh);
    const takenAnswer = await call(t.app, '/auth/register', again);
    expect(takenAnswer.statusCode).toBe(newAnswer.statusCode);
    expect(takenAnswer.statusCode).toBe(201);
    expect(shapeOf(takenAnswer.json())).toEqual(shapeOf(newAnswer.json()));
    expect(takenAnswer.json().data.user).toMatchObject({ username: again.username, email: owner.email });
    expect(takenAnswer.json().data.user.id).not.toBe(owner.id);

    const mail = t.mails.at(-1);
    expect(mail?.to).toBe(owner.email);
    expect(mail?.subject).toBe('Someone tried to sign up to OpenTip with your email address');
    expect(mail?.text).toMatch(/^Hello Olga,/);
    expect(mail?.text).toContain('/login');
    expect(mail?.text).toContain('/forgotpassword');
    expect(mail?.text).not.toMatch(/^\d{5}$/m);
  });

  it('leaves a verified account as it was: its password still works, the newcomer gets nothing', async () => {
    const owner = await signedUpUser(t.app, t.mails);
    const before = await userRow(owner.email);
    const attempt = registration({
      email: owner.email,
      password: OTHER_PASSWORD,
      confirmPassword: OTHER_PASSWORD,
    });
    const res = await call(t.app, '/auth/register', attempt);
    expect(res.statusCode).toBe(201);
    expect(await userRow(owner.email)).toEqual(before);
    expect(
      (await call(t.app, '/auth/login', { email: owner.email, password: OTHER_PASSWORD })).statusCode,
    ).toBe(401);
    expect((await call(t.app, '/auth/login', { email: owner.email, password: PASSWORD })).statusCode).toBe(
      200,
    );
    const rows = await t.database.db.select().from(users).where(eq(users.username, attempt.username));
    expect(rows).toHaveLength(0);
  });

  it('neither overwrites nor opens an account whose address is not verified yet', async () => {
    const first = registration();
    const created = await call(t.app, '/auth/register', first);
    const code = latestCode(t.mails, first.email);
    const before = await userRow(first.email);
    const second = registration({
      email: first.email,
      password: OTHER_PASSWORD,
      confirmPassword: OTHER_PASSWORD,
    });
    const res = await call(t.app, '/auth/register', second);
    expect(res.statusCode).toBe(201);
    expect(await userRow(first.email)).toEqual(before);
    expect(t.mails.at(-1)?.subject).toBe('Someone tried to sign up to OpenTip with your email address');

    // The second sign-up's token opens nothing, even with the code of the first.
    const stolen = { email: first.email, otp: code, signUpToken: res.json().data.signUpToken };
    expect((await call(t.app, '/auth/verifyOTP', stolen)).json().data).toEqual({});
    expect(
      (await call(t.app, '/auth/login', { email: first.email, password: OTHER_PASSWORD })).statusCode,
    ).toBe(401);
    const login = await call(t.app, '/auth/login', { email: first.email, password: PASSWORD });
    expect(login.statusCode).toBe(200);
    expect(login.json().data.user.id).toBe(created.json().data.user.id);
  });

  const subjects: Record<string, [string, RegExp]> = {
    en: ['Someone tried to sign up to OpenTip with your email address', /^Hello Olga,/],
    fr: ["Quelqu'un a tenté de s'inscrire à OpenTip avec votre adresse e-mail", /^Bonjour Olga,/],
    es: ['Alguien intentó registrarse en OpenTip con tu dirección de correo', /^Hola, Olga:/],
    ar: ['حاول شخص ما التسجيل في OpenTip باستخدام بريدك الإلكتروني', /^مرحبًا Olga،/],
    it: ['Qualcuno ha provato a registrarsi a OpenTip con il tuo indirizzo email', /^Ciao Olga,/],
    de: ['Jemand wollte sich mit Ihrer E-Mail-Adresse bei OpenTip registrieren', /^Hallo Olga,/],
  };
  it.each(Object.entries(subjects))(
    'mails the owner in the owner language (%s)',
    async (lang, [subject, hello]) => {
      const owner = registration({ lang, firstName: 'Olga' });
      expect((await call(t.app, '/auth/register', owner)).statusCode).toBe(201);
      // The newcomer's language does not matter: the mail is the owner's.
      const res = await call(t.app, '/auth/register', registration({ email: owner.email, lang: 'en' }));
      expect(res.statusCode).toBe(201);
      const mail = t.mails.at(-1);
      expect(mail?.to).toBe(owner.email);
      expect(mail?.subject).toBe(subject);
      expect(mail?.text).toMatch(hello);
      expect(mail?.html).toContain(`lang="${lang}" dir="${lang === 'ar' ? 'rtl' : 'ltr'}"`);
    },
  );
});
