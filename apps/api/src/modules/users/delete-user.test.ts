import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_PASSWORD, bearer, createUser } from '../../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { accessTokens } from '../../db/schema/auth.ts';
import { users } from '../../db/schema/users.ts';
import { issueAccessToken } from '../../lib/sessions.ts';
import { solidImage } from './testing/images.ts';
import { fileForm } from './testing/multipart.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const remove = (id: string, token: string) =>
  t.app.inject({ method: 'DELETE', url: `/api/v1/user/delete/${id}`, headers: bearer(token) });
const profile = (token: string) => t.app.inject({ url: '/api/v1/user/profile', headers: bearer(token) });

async function uploadPhoto(): Promise<string> {
  const form = fileForm(await solidImage(40, 40).jpeg().toBuffer());
  return (await t.app.inject({ method: 'POST', url: '/api/v1/user/upload', ...form })).json().data.url;
}

async function rowOf(id: string) {
  const [row] = await t.database.db.select().from(users).where(eq(users.id, id));
  return row;
}

describe('DELETE /user/delete/{id}', () => {
  it('erases the personal data but keeps the row, its id and unique ID for the money history', async () => {
    const photo = await uploadPhoto();
    const { user, token } = await createUser(t.database.db, {
      userType: 'payer',
      accountType: null,
      profileImg: photo,
      googleSub: 'google-sub-1',
      fcmToken: 'push-token-1',
      placeId: 'ChIJ-place',
      long: 2.35,
      lat: 48.85,
      address: '1 Rue de Rivoli',
      currency: 'EUR',
    });

    const res = await remove(user.id, token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'User deleted successfully', data: {} });

    const row = await rowOf(user.id);
    expect(row).toMatchObject({
      id: user.id,
      uniqueId: user.uniqueId,
      payeeCode: user.payeeCode,
      userType: 'payer',
      currency: 'EUR',
      email: null,
      emailVerifiedAt: null,
      firstName: null,
      lastName: null,
      fullName: null,
      phone: null,
      passwordHash: null,
      googleSub: null,
      fcmToken: null,
      profileImg: null,
      placeId: null,
      long: null,
      lat: null,
      address: null,
    });
    expect(row?.deletedAt).toBeInstanceOf(Date);
    expect(row?.username).toBe(`deleted-${user.id.replaceAll('-', '')}`);
    expect((await t.app.inject({ url: photo })).statusCode).toBe(404);
  });

  it('ends every session of the account at once', async () => {
    const { user, token } = await createUser(t.database.db);
    const otherDevice = await issueAccessToken(t.database.db, {
      userId: user.id,
      now: new Date(),
      ttlDays: 30,
    });
    expect((await profile(otherDevice)).statusCode).toBe(200);

    expect((await remove(user.id, token)).statusCode).toBe(200);
    for (const old of [token, otherDevice]) {
      const res = await profile(old);
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe('Please log in to continue.');
    }
    const tokens = await t.database.db.select().from(accessTokens).where(eq(accessTokens.userId, user.id));
    expect(tokens.every((row) => row.revokedAt !== null)).toBe(true);
  });

  it('frees the email and the user name: the old login fails, a new account may use them', async () => {
    const { user, token } = await createUser(t.database.db);
    expect((await remove(user.id, token)).statusCode).toBe(200);

    for (const login of [user.email, user.username]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        payload: { email: login, password: TEST_PASSWORD },
      });
      expect(res.statusCode).toBe(401);
    }
    const again = await createUser(t.database.db, { email: user.email, username: user.username });
    expect(again.user.id).not.toBe(user.id);
    expect((await profile(again.token)).json().data.user.email).toBe(user.email);
  });

  it('gives every deleted account its own placeholder name', async () => {
    const a = await createUser(t.database.db);
    const b = await createUser(t.database.db);
    expect((await remove(a.user.id, a.token)).statusCode).toBe(200);
    expect((await remove(b.user.id, b.token)).statusCode).toBe(200);
    expect((await rowOf(a.user.id))?.username).not.toBe((await rowOf(b.user.id))?.username);
  });

  it("answers 404 for another user's account or a missing one, and touches nothing", async () => {
    const { token } = await createUser(t.database.db);
    const other = await createUser(t.database.db);
    for (const id of [other.user.id, randomUUID()]) {
      const res = await remove(id, token);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'USER_NOT_FOUND', message: 'User not found.' });
    }
    expect(await rowOf(other.user.id)).toEqual(other.user);
    expect((await profile(other.token)).statusCode).toBe(200);
    expect((await profile(token)).statusCode).toBe(200);
  });
});
