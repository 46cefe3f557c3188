import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin } from '../../../test/admin-fixtures.ts';
import { bearer, createUser } from '../../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { adminAuditLog } from '../../db/schema/admin.ts';
import { supportRequests } from '../../db/schema/support.ts';

const MISSING = '00000000-0000-4000-8000-000000000000';

describe('the support inbox (admin)', () => {
  let t: TestApp;
  let admin: { token: string; user: { id: string } };
  beforeAll(async () => {
    t = await createTestApp();
    admin = await createAdmin(t.database.db);
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST', url: string, payload?: object, token = admin.token) =>
    t.app.inject({ method, url: `/api/v1${url}`, payload, headers: token ? bearer(token) : {} });

  async function newRequest(message = 'Where is my tip?') {
    const { user } = await createUser(t.database.db);
    const [row] = await t.database.db
      .insert(supportRequests)
      .values({ userId: user.id, name: 'Ana Lopez', email: 'ana@example.test', message })
      .returning();
    if (!row) throw new Error('no request');
    return row;
  }
  const auditOf = (id: string) =>
    t.database.db.select().from(adminAuditLog).where(eq(adminAuditLog.targetId, id));

  it('lists the inbox newest first, filters by status, and shows one message with its replies', async () => {
    const first = await newRequest('first');
    const second = await newRequest('second');
    const list = await call('GET', '/admin/support?status=new');
    expect(list.statusCode).toBe(200);
    const ids = list.json().data.requests.map((r: { id: string }) => r.id);
    expect(ids.indexOf(second.id)).toBeLessThan(ids.indexOf(first.id));
    const one = await call('GET', `/admin/support/${first.id}`);
    expect(one.json().data).toMatchObject({ request: { id: first.id, message: 'first' }, replies: [] });
    expect(await auditOf(first.id)).toHaveLength(0);
  });

  it('replies: mails the sender, stores the reply, marks it answered, one audit entry', async () => {
    const request = await newRequest();
    const res = await call('POST', `/admin/support/${request.id}/reply`, { body: 'It arrived on Monday.' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.request.status).toBe('answered');
    const mail = t.mails.at(-1);
    expect(mail?.to).toBe('ana@example.test');
    expect(mail?.text).toContain('It arrived on Monday.');
    const detail = await call('GET', `/admin/support/${request.id}`);
    expect(detail.json().data.replies).toMatchObject([
      { body: 'It arrived on Monday.', adminUserId: admin.user.id },
    ]);
    expect(detail.json().data.replies[0].mailedAt).not.toBeNull();
    const audit = await auditOf(request.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: 'support.reply',
      targetType: 'support',
      before: { status: 'new' },
      after: { status: 'answered' },
    });
  });

  it('sets the status with one audit entry, and refuses a reply to a closed message', async () => {
    const request = await newRequest();
    const closed = await call('POST', `/admin/support/${request.id}/status`, { status: 'closed' });
    expect(closed.statusCode).toBe(200);
    expect(closed.json().data.request.status).toBe('closed');
    const mailsBefore = t.mails.length;
    const reply = await call('POST', `/admin/support/${request.id}/reply`, { body: 'Hello' });
    expect(reply.statusCode).toBe(409);
    expect(reply.json()).toMatchObject({
      code: 'SUPPORT_REQUEST_CLOSED',
      message: 'This message is closed. Reopen it to reply.',
    });
    expect(t.mails.length).toBe(mailsBefore);
    const audit = await auditOf(request.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: 'support.setStatus',
      before: { status: 'new' },
      after: { status: 'closed' },
    });
  });

  it('answers bad input with 4xx and message keys', async () => {
    const request = await newRequest();
    expect((await call('GET', `/admin/support/${MISSING}`)).statusCode).toBe(404);
    expect((await call('GET', '/admin/support/not-an-id')).statusCode).toBe(404);
    expect((await call('POST', `/admin/support/${MISSING}/reply`, { body: 'x' })).statusCode).toBe(404);
    const empty = await call('POST', `/admin/support/${request.id}/reply`, { body: '  ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Please write a reply.');
    const badStatus = await call('POST', `/admin/support/${request.id}/status`, { status: 'lost' });
    expect(badStatus.statusCode).toBe(400);
    expect(badStatus.json().message).toBe('Please choose new, answered or closed.');
    expect((await call('GET', '/admin/support?status=lost')).statusCode).toBe(400);
    expect((await call('GET', '/admin/support?page=0')).statusCode).toBe(400);
    expect(await auditOf(request.id)).toHaveLength(0);
  });

  it('refuses a visitor (401) and a person who is not an administrator (403)', async () => {
    const request = await newRequest();
    const { token } = await createUser(t.database.db);
    const routes: ['GET' | 'POST', string, object?][] = [
      ['GET', '/admin/support'],
      ['GET', `/admin/support/${request.id}`],
      ['POST', `/admin/support/${request.id}/reply`, { body: 'x' }],
      ['POST', `/admin/support/${request.id}/status`, { status: 'closed' }],
    ];
    for (const [method, url, body] of routes) {
      expect((await call(method, url, body, '')).statusCode, url).toBe(401);
      expect((await call(method, url, body, token)).statusCode, url).toBe(403);
    }
    expect(await auditOf(request.id)).toHaveLength(0);
  });
});
