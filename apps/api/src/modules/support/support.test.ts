import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, unreachableMailer, type TestApp } from '../../../test/test-app.ts';
import { bearer, createUser } from '../../../test/fixtures.ts';
import { supportRequests } from '../../db/schema/support.ts';

const message = { name: 'Ana Lopez', email: 'ana@example.test', message: 'My tip from Friday is missing.' };

describe('POST /user/contact-us', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { SUPPORT_EMAIL: 'help@opentip.test' } });
  });
  afterAll(() => t.close());

  const send = (body: unknown, token?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/user/contact-us',
      payload: body as object,
      headers: token ? bearer(token) : {},
    });

  it('keeps the message, mails it to support with the sender as reply-to, and thanks the sender', async () => {
    const { user, token } = await createUser(t.database.db);
    const res = await send(message, token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, message: 'query submitted successfully' });
    const mail = t.mails.at(-1);
    expect(mail).toMatchObject({ to: 'help@opentip.test', replyTo: 'ana@example.test' });
    expect(mail?.text).toContain('My tip from Friday is missing.');
    expect(mail?.text).toContain(user.uniqueId);
    const [row] = await t.database.db
      .select()
      .from(supportRequests)
      .where(eq(supportRequests.id, res.json().data.requestId));
    expect(row).toMatchObject({ userId: user.id, message: message.message });
    expect(row?.mailedAt).not.toBeNull();
  });

  it('says which field is wrong', async () => {
    const { token } = await createUser(t.database.db);
    const empty = await send({ ...message, message: '   ' }, token);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Please enter message');
    const badEmail = await send({ ...message, email: 'ana@' }, token);
    expect(badEmail.json().message).toBe('Please enter valid email');
    const long = await send({ ...message, message: 'x'.repeat(2001) }, token);
    expect(long.statusCode).toBe(400);
    expect(long.json().code).toBe('VALIDATION_FAILED');
  });

  it('needs a signed-in user', async () => {
    expect((await send(message)).statusCode).toBe(401);
  });
});

describe('POST /user/contact-us while mail is down', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      deps: { mailer: unreachableMailer },
    });
  });
  afterAll(() => t.close());

  it('still takes the message and keeps it for support to read', async () => {
    const { token } = await createUser(t.database.db);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/contact-us',
      payload: message,
      headers: bearer(token),
    });
    expect(res.statusCode).toBe(200);
    const rows = await t.database.db.select().from(supportRequests);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.mailedAt).toBeNull();
  });
});
