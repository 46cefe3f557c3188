import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createUser } from '../../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { users } from '../../db/schema/users.ts';
import { solidImage } from './testing/images.ts';
import { fileForm } from './testing/multipart.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const update = (id: string, token: string, payload: unknown) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/user/update/${id}`,
    headers: bearer(token),
    payload: payload as object,
  });

async function uploadPhoto(): Promise<string> {
  const form = fileForm(await solidImage(50, 50).jpeg().toBuffer());
  const res = await t.app.inject({ method: 'POST', url: '/api/v1/user/upload', ...form });
  return res.json().data.url;
}

async function rowOf(id: string) {
  const [row] = await t.database.db.select().from(users).where(eq(users.id, id));
  return row;
}

describe('GET /user/profile', () => {
  it('answers the caller as the session user, without any secret column', async () => {
    const { user, token } = await createUser(t.database.db, { googleSub: 'google-123', fcmToken: 'push-1' });
    const res = await t.app.inject({ url: '/api/v1/user/profile', headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.user).toMatchObject({
      id: user.id,
      username: user.username,
      email: user.email,
      uniqueId: user.uniqueId,
      userType: 'payee',
      currency: 'USD',
    });
    for (const secret of ['passwordHash', 'googleSub', 'fcmToken', 'failedAttempts']) {
      expect(res.json().data.user).not.toHaveProperty(secret);
    }
  });
});

describe('POST /user/update/{id}', () => {
  it('changes the fields the caller sends on their own account, and only those', async () => {
    const { user, token } = await createUser(t.database.db);
    const photo = await uploadPhoto();
    const res = await update(user.id, token, {
      username: 'Marta.Ruiz',
      profileImg: photo,
      firstName: ' Marta ',
      lastName: 'Ruiz',
      fullName: 'Marta Ruiz',
      phone: '+34600111222',
      occupation: 'concierge',
      lang: 'es',
      email: 'ignored@example.test',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, message: 'User updated successfully' });
    const expected = {
      username: 'Marta.Ruiz',
      profileImg: photo,
      firstName: 'Marta',
      lastName: 'Ruiz',
      fullName: 'Marta Ruiz',
      phone: '+34600111222',
      occupation: 'concierge',
      lang: 'es',
      email: user.email,
      currency: user.currency,
    };
    expect(res.json().data.user).toMatchObject(expected);
    expect(await rowOf(user.id)).toMatchObject(expected);

    const nameOnly = await update(user.id, token, { firstName: 'Martina' });
    expect(nameOnly.json().data.user).toMatchObject({
      firstName: 'Martina',
      lastName: 'Ruiz',
      profileImg: photo,
    });
  });

  it("answers 404 for another user's account and for one that does not exist, the same way", async () => {
    const { token } = await createUser(t.database.db);
    const other = await createUser(t.database.db);
    const foreign = await update(other.user.id, token, { firstName: 'Mallory' });
    const missing = await update(randomUUID(), token, { firstName: 'Mallory' });
    const garbage = await update('not-an-id', token, { firstName: 'Mallory' });
    for (const res of [foreign, missing, garbage]) {
      expect(res.statusCode).toBe(404);
      const { requestId: _ignored, ...body } = res.json();
      expect(body).toEqual({ success: false, code: 'USER_NOT_FOUND', message: 'User not found.' });
    }
    expect((await rowOf(other.user.id))?.firstName).toBe('Test');
  });

  it('keeps user names unique whatever their case (409), but lets one change the case of their own', async () => {
    const taken = await createUser(t.database.db, { username: 'Carlos' });
    const { user, token } = await createUser(t.database.db);
    const res = await update(user.id, token, { username: 'CARLOS' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'USERNAME_TAKEN', message: 'This user name is already taken.' });
    expect((await rowOf(user.id))?.username).toBe(user.username);

    const own = await update(taken.user.id, taken.token, { username: 'carlos' });
    expect(own.statusCode).toBe(200);
    expect(own.json().data.user.username).toBe('carlos');
  });

  it.each([
    [{ username: 'two words' }, 'Please enter user name'],
    [{ username: 'x'.repeat(31) }, 'Please enter user name'],
    [{ firstName: '  ' }, 'Please enter first name'],
    [{ lastName: 42 }, 'Please enter last name'],
    [{ phone: '0612345678' }, 'Please enter valid phone number'],
    [{ occupation: 'astronaut' }, 'Please select occupation'],
    [{ lang: 'xx' }, 'Please select a supported language'],
    [{ profileImg: 'https://tracker.example/pixel.png' }, 'Please upload the picture again.'],
    [{ profileImg: '/uploads/../../etc/passwd' }, 'Please upload the picture again.'],
  ])('refuses %j with 400 and a clear message', async (payload, message) => {
    const { user, token } = await createUser(t.database.db);
    const res = await update(user.id, token, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, message });
    expect(await rowOf(user.id)).toEqual(user);
  });

  it('refuses a body that is not an object', async () => {
    const { user, token } = await createUser(t.database.db);
    for (const payload of [[1, 2], 'text']) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/v1/user/update/${user.id}`,
        headers: { ...bearer(token), 'content-type': 'application/json' },
        payload: JSON.stringify(payload),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Some of the information sent is not valid.');
    }
  });

  it('lets tip givers and team members set a location, and refuses it for other receivers', async () => {
    const place = {
      placeId: 'ChIJD7fiBh9u5kcRYJSMaMOCCwQ',
      long: 2.3522,
      lat: 48.8566,
      address: '1 Rue de Rivoli, Paris',
    };
    const payer = await createUser(t.database.db, { userType: 'payer', accountType: null, occupation: null });
    const member = await createUser(t.database.db, { accountType: 'teamMember' });
    for (const { user, token } of [payer, member]) {
      const res = await update(user.id, token, place);
      expect(res.statusCode).toBe(200);
      expect(res.json().data.user).toMatchObject(place);
    }
    const cleared = await update(payer.user.id, payer.token, {
      placeId: null,
      long: null,
      lat: null,
      address: null,
    });
    expect(cleared.json().data.user).toMatchObject({ placeId: null, long: null, lat: null, address: null });

    const individual = await createUser(t.database.db);
    const refused = await update(individual.user.id, individual.token, { address: 'Somewhere 1' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      code: 'LOCATION_NOT_ALLOWED',
      message: 'Only tip givers and team members can set a location on their profile.',
    });
  });

  it.each([[{ long: 2.35 }], [{ lat: 91, long: 0 }], [{ long: 'east', lat: 1 }], [{ long: 2, lat: null }]])(
    'refuses the incomplete or impossible position %j',
    async (position) => {
      const { user, token } = await createUser(t.database.db, { userType: 'payer', accountType: null });
      const res = await update(user.id, token, position);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Please choose a valid location.');
    },
  );

  it('deletes the replaced photo file, and accepts the current photo sent back unchanged', async () => {
    const googlePhoto = 'https://lh3.googleusercontent.com/a/photo';
    const { user, token } = await createUser(t.database.db, { profileImg: googlePhoto });
    expect((await update(user.id, token, { profileImg: googlePhoto, firstName: 'Ana' })).statusCode).toBe(
      200,
    );

    const first = await uploadPhoto();
    await update(user.id, token, { profileImg: first });
    const second = await uploadPhoto();
    await update(user.id, token, { profileImg: second });
    expect((await t.app.inject({ url: first })).statusCode).toBe(404);
    expect((await t.app.inject({ url: second })).statusCode).toBe(200);

    const removed = await update(user.id, token, { profileImg: null });
    expect(removed.json().data.user.profileImg).toBeNull();
    expect((await t.app.inject({ url: second })).statusCode).toBe(404);
  });

  it('keeps a photo file that another account still shows', async () => {
    const shared = await uploadPhoto();
    const a = await createUser(t.database.db, { profileImg: shared });
    await createUser(t.database.db, { profileImg: shared });
    await update(a.user.id, a.token, { profileImg: null });
    expect((await t.app.inject({ url: shared })).statusCode).toBe(200);
  });
});

describe('without a token', () => {
  it.each([
    ['GET', '/api/v1/user/profile'],
    ['POST', `/api/v1/user/update/${randomUUID()}`],
    ['DELETE', `/api/v1/user/delete/${randomUUID()}`],
    ['POST', '/api/v1/user/update-default-currency'],
  ] as const)('%s %s answers 401', async (method, url) => {
    for (const headers of [{}, bearer('not-a-real-token')]) {
      const res = await t.app.inject({ method, url, headers, payload: method === 'GET' ? undefined : {} });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({
        success: false,
        code: 'UNAUTHORIZED',
        message: 'Please log in to continue.',
      });
    }
  });
});
