import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createUser } from '../../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { loadConfig } from '../../config.ts';
import { users } from '../../db/schema/users.ts';
import { issueAccessToken } from '../../lib/sessions.ts';
import { seedDemoData } from '../../seed.ts';

describe('saving the profile of an account without a phone', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const update = (id: string, token: string, payload: object) =>
    t.app.inject({ method: 'POST', url: `/api/v1/user/update/${id}`, headers: bearer(token), payload });

  it('saves the fields the profile screen changed, and keeps no phone', async () => {
    const { user, token } = await createUser(t.database.db, { phone: null });
    const res = await update(user.id, token, { firstName: 'Marie', lastName: 'Curie' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.user).toMatchObject({ firstName: 'Marie', lastName: 'Curie', phone: null });
  });

  it('names the phone field when the phone typed is not valid', async () => {
    const { user, token } = await createUser(t.database.db, { phone: null });
    const res = await update(user.id, token, { firstName: 'Marie', phone: '0612' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: 'Please enter valid phone number',
      details: [{ path: 'phone', key: 'phoneInvalid' }],
    });
  });

  it('saves a seeded demo account with its whole profile sent back', async () => {
    await seedDemoData({ db: t.database.db, config: loadConfig({ NODE_ENV: 'test' }) });
    const [maria] = await t.database.db.select().from(users).where(eq(users.username, 'maria.server'));
    const token = await issueAccessToken(t.database.db, { userId: maria!.id, now: new Date(), ttlDays: 1 });
    const { username, firstName, lastName, phone, profileImg } = maria!;
    const res = await update(maria!.id, token, { username, firstName, lastName, phone, profileImg });
    expect(res.statusCode).toBe(200);
  });
});
