import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin } from '../../../test/admin-fixtures.ts';
import { bearer, createUser } from '../../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { adminAuditLog } from '../../db/schema/admin.ts';

describe('the audit log (admin)', () => {
  let t: TestApp;
  let admin: { token: string; user: { id: string; email: string | null } };
  beforeAll(async () => {
    t = await createTestApp();
    admin = await createAdmin(t.database.db);
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url: `/api/v1${url}`, payload, headers: bearer(admin.token) });

  it('lists entries newest first, filtered by action, target type and target id; reading writes nothing', async () => {
    const { user } = await createUser(t.database.db);
    await call('POST', `/admin/people/${user.id}/chat`, { disabled: true, reason: 'first' });
    await call('POST', `/admin/people/${user.id}/sign-in`, { disabled: true, reason: 'second' });
    const all = await call('GET', `/admin/audit?targetType=person&targetId=${user.id}`);
    expect(all.statusCode).toBe(200);
    expect(all.json().data.entries.map((e: { action: string }) => e.action)).toEqual([
      'person.disableSignIn',
      'person.disableChat',
    ]);
    const chat = await call('GET', `/admin/audit?action=person.disableChat&targetId=${user.id}`);
    expect(chat.json().data).toMatchObject({
      total: 1,
      entries: [
        {
          reason: 'first',
          adminUserId: admin.user.id,
          admin: { id: admin.user.id, email: admin.user.email },
        },
      ],
    });
    const count = async () => (await t.database.db.select().from(adminAuditLog)).length;
    const before = await count();
    await call('GET', '/admin/audit');
    expect(await count()).toBe(before);
    expect((await call('GET', '/admin/audit?page=-1')).statusCode).toBe(400);
  });

  it('the table refuses UPDATE and DELETE', async () => {
    const { user } = await createUser(t.database.db);
    await call('POST', `/admin/people/${user.id}/chat`, { disabled: true, reason: 'kept' });
    await expect(t.database.db.execute(sql`update admin_audit_log set reason = 'changed'`)).rejects.toThrow();
    await expect(t.database.db.execute(sql`delete from admin_audit_log`)).rejects.toThrow();
    const rows = await t.database.db.select().from(adminAuditLog);
    expect(rows.some((r) => r.reason === 'kept')).toBe(true);
    expect(rows.every((r) => r.reason !== 'changed')).toBe(true);
  });
});
