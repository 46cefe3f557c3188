import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { businesses, teams } from '../../db/schema/businesses.ts';
import { users } from '../../db/schema/users.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { call, expectError, latestCode, registration } from './auth-test-helpers.ts';

describe('POST /auth/register', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const userRow = async (id: string) => {
    const [row] = await t.database.db.select().from(users).where(eq(users.id, id));
    if (!row) throw new Error('no user row');
    return row;
  };

  it('creates an individual receiver, answers without a token and mails a verification code', async () => {
    const body = registration({ fcmToken: 'device-1', profileImg: '/uploads/abc123.webp' });
    const res = await call(t.app, '/auth/register', body);
    expect(res.statusCode).toBe(201);
    const json = res.json();
    expect(json).toMatchObject({ success: true, message: 'user created successfully' });
    expect(json.data.accessToken).toBeUndefined();
    expect(json.data.user).toMatchObject({
      username: body.username,
      email: body.email,
      firstName: 'Alice',
      lastName: 'Martin',
      fullName: 'Alice Martin',
      phone: '+33612345678',
      userType: 'payee',
      accountType: 'individual',
      occupation: 'server',
      currency: 'USD',
      lang: 'en',
      profileImg: '/uploads/abc123.webp',
      emailVerified: false,
      loginMethod: 'password',
      isTeamOwner: false,
      teamId: null,
    });
    expect(json.data.user.uniqueId).toMatch(/^\d{1,8}$/);
    expect(json.data.user.payeeCode).toMatch(/^[0-9A-Z]{10}$/);
    expect(JSON.stringify(json)).not.toMatch(/passwordHash|argon2|failedAttempts/);

    const row = await userRow(json.data.user.id);
    expect(row.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row.fcmToken).toBe('device-1');
    expect(latestCode(t.mails, body.email)).toMatch(/^\d{5}$/);
    expect(t.mails.at(-1)?.subject).toBe('Your OpenTip verification code');
  });

  it('creates a tip giver without account type or occupation', async () => {
    const body = registration({ userType: 'payer', accountType: undefined, occupation: undefined });
    const res = await call(t.app, '/auth/register', {
      ...body,
      fullName: 'Ali M.',
      currency: 'eur',
      lang: 'fr',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.user).toMatchObject({
      userType: 'payer',
      accountType: null,
      occupation: null,
      fullName: 'Ali M.',
      currency: 'EUR',
      lang: 'fr',
    });
  });

  it('creates a team with a unique code for a team owner', async () => {
    const first = await call(
      t.app,
      '/auth/register',
      registration({ accountType: 'team', teamName: 'Blue Bar' }),
    );
    const second = await call(
      t.app,
      '/auth/register',
      registration({ accountType: 'team', teamName: 'Red Bar' }),
    );
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    const owner = first.json().data.user;
    expect(owner).toMatchObject({ accountType: 'team', isTeamOwner: true, userTeam: { isteamAdmin: false } });
    const [team] = await t.database.db.select().from(teams).where(eq(teams.ownerId, owner.id));
    expect(team).toMatchObject({ id: owner.teamId, name: 'Blue Bar' });
    expect(team?.code).toMatch(/^[0-9A-Z]{10}$/);
    expect(second.json().data.user.teamId).not.toBe(owner.teamId);
  });

  it('creates the business of a business account', async () => {
    const res = await call(
      t.app,
      '/auth/register',
      registration({
        accountType: 'business',
        businessName: 'Café du Port',
        businessType: 'corporation',
        estimatedRevenue: '100kTo1m',
        address: '1 Quai du Port, Marseille',
        placeId: 'ChIJ-place',
      }),
    );
    expect(res.statusCode).toBe(201);
    const user = res.json().data.user;
    expect(user).toMatchObject({ accountType: 'business', placeId: 'ChIJ-place' });
    const [business] = await t.database.db.select().from(businesses).where(eq(businesses.ownerId, user.id));
    expect(business).toMatchObject({
      name: 'Café du Port',
      businessType: 'corporation',
      estimatedRevenue: '100kTo1m',
      address: '1 Quai du Port, Marseille',
    });
  });

  it("asks a business for no occupation, and keeps none it sends (occupation is a person's)", async () => {
    const business = {
      accountType: 'business',
      businessName: 'Golf',
      businessType: 'others',
      estimatedRevenue: 'under100k',
    };
    const without = await call(t.app, '/auth/register', registration({ ...business, occupation: undefined }));
    expect(without.statusCode).toBe(201);
    expect(without.json().data.user.occupation).toBeNull();
    const sent = await call(t.app, '/auth/register', registration({ ...business, occupation: 'caddie' }));
    expect(sent.statusCode).toBe(201);
    expect((await userRow(sent.json().data.user.id)).occupation).toBeNull();
    // An individual is still asked.
    const person = await call(t.app, '/auth/register', registration({ occupation: undefined }));
    expect(person.statusCode).toBe(400);
  });

  const invalid: [string, Record<string, unknown>, string][] = [
    ['no first name', { firstName: undefined }, 'Please enter first name'],
    ['a blank first name', { firstName: '   ' }, 'Please enter first name'],
    ['no last name', { lastName: undefined }, 'Please enter last name'],
    ['no user name', { username: undefined }, 'Please enter user name'],
    ['a user name with spaces', { username: 'al ice' }, 'Please enter user name'],
    ['no email', { email: undefined }, 'Please enter valid email'],
    ['a malformed email', { email: 'alice.example.test' }, 'Please enter valid email'],
    ['no phone', { phone: undefined }, 'Please enter valid phone number'],
    ['a phone without leading plus', { phone: '0612345678' }, 'Please enter valid phone number'],
    ['no password', { password: undefined }, 'Please enter password'],
    [
      'a weak password',
      { password: 'password', confirmPassword: 'password' },
      'Password must be at least 8 characters with an uppercase letter, a lowercase letter, a digit and a special character.',
    ],
    ['a different confirmation', { confirmPassword: 'Tip-Jar-2027!' }, 'Password Not Matched'],
    ['no confirmation', { confirmPassword: undefined }, 'Password Not Matched'],
    ['no user type', { userType: undefined }, 'Please choose tip receiver or tip giver'],
    ['a receiver without account type', { accountType: undefined }, 'Please choose an account type'],
    ['a receiver without occupation', { occupation: undefined }, 'Please select occupation'],
    ['an unknown occupation', { occupation: 'pilot' }, 'Please select occupation'],
    ['a team without name', { accountType: 'team' }, 'Please enter valid team name'],
    [
      'a business without name',
      { accountType: 'business', businessType: 'others', estimatedRevenue: 'under100k' },
      'Please enter valid business name',
    ],
    [
      'a business without type',
      { accountType: 'business', businessName: 'Bistro', estimatedRevenue: 'under100k' },
      'Please select business type',
    ],
    [
      'a business without revenue',
      { accountType: 'business', businessName: 'Bistro', businessType: 'others' },
      'Please select revenue type',
    ],
    ['an unknown currency', { currency: 'ABC' }, 'Please select a supported currency'],
    ['an unknown language', { lang: 'pt' }, 'Please select a supported language'],
    ['an outside picture address', { profileImg: 'https://example.test/me.png' }, 'Please select an image'],
    ['a picture path that climbs out', { profileImg: '/uploads/../secret' }, 'Please select an image'],
  ];
  it.each(invalid)('refuses %s with 400 and the SPEC message', async (_name, overrides, message) => {
    const before = t.mails.length;
    const res = await call(t.app, '/auth/register', registration(overrides));
    expectError(res, 400, message, 'VALIDATION_FAILED');
    expect(res.json().details[0].message).toBe(message);
    expect(t.mails.length).toBe(before);
  });

  it('answers 409 for a user name already taken, whatever the case (user names are public)', async () => {
    const first = registration();
    expect((await call(t.app, '/auth/register', first)).statusCode).toBe(201);
    const sameName = registration({ username: first.username.toUpperCase() });
    expectError(
      await call(t.app, '/auth/register', sameName),
      409,
      'This user name is already taken.',
      'USERNAME_TAKEN',
    );
  });

  it('creates one account when two sign-ups of one address arrive at once, answering both alike', async () => {
    const body = registration();
    const answers = await Promise.all([
      call(t.app, '/auth/register', body),
      call(t.app, '/auth/register', registration({ email: body.email })),
    ]);
    expect(answers.map((r) => r.statusCode)).toEqual([201, 201]);
    expect(answers.map((r) => r.json().message)).toEqual([
      'user created successfully',
      'user created successfully',
    ]);
    const rows = await t.database.db.select().from(users).where(eq(users.email, body.email));
    expect(rows).toHaveLength(1);
  });

  const subjects: Record<string, [string, RegExp]> = {
    en: ['Your OpenTip verification code', /^Hello Alice,/],
    fr: ['Votre code de vérification OpenTip', /^Bonjour Alice,/],
    es: ['Tu código de verificación de OpenTip', /^Hola, Alice:/],
    ar: ['رمز التحقق الخاص بك في OpenTip', /^مرحبًا Alice،/],
    it: ['Il tuo codice di verifica OpenTip', /^Ciao Alice,/],
    de: ['Ihr OpenTip-Bestätigungscode', /^Hallo Alice,/],
  };
  it.each(Object.entries(subjects))(
    'mails the code in the user language (%s)',
    async (lang, [subject, hello]) => {
      const body = registration({ lang });
      expect((await call(t.app, '/auth/register', body)).statusCode).toBe(201);
      const mail = t.mails.at(-1);
      expect(mail?.to).toBe(body.email);
      expect(mail?.subject).toBe(subject);
      expect(mail?.text).toMatch(hello);
      const code = latestCode(t.mails, body.email);
      expect(mail?.html).toContain(code);
      expect(mail?.html).toContain(`lang="${lang}" dir="${lang === 'ar' ? 'rtl' : 'ltr'}"`);
    },
  );

  it('lists the auth endpoints in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ url: '/api/docs/json' })).json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/v1/auth/register',
        '/api/v1/auth/login',
        '/api/v1/auth/changesPassword',
        '/api/v1/auth/initial-social-login',
      ]),
    );
  });
});
