import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import { ADMIN_PAGE_SIZE } from '@opentip/shared/schemas/admin.schema';
import type { Db } from '../../db/client.ts';
import { adminAuditLog, type AdminAuditRow } from '../../db/schema/admin.ts';
import { pageOf, peopleByIds } from './admin-lists.ts';
import type { AdminPersonRef } from '@opentip/shared/schemas/admin.schema';

const presentEntry = (row: AdminAuditRow, admins: Map<string, AdminPersonRef>) => ({
  id: row.id,
  adminUserId: row.adminUserId,
  admin: admins.get(row.adminUserId) ?? null,
  action: row.action,
  targetType: row.targetType,
  targetId: row.targetId,
  before: row.before ?? null,
  after: row.after ?? null,
  reason: row.reason,
  createdAt: row.createdAt.toISOString(),
});

/** The audit log, newest first, read-only. */
export async function listAuditEntries(
  db: Db,
  options: { action?: string; targetType?: string; targetId?: string; page: number },
) {
  const filters: SQL[] = [];
  if (options.action) filters.push(eq(adminAuditLog.action, options.action));
  if (options.targetType) filters.push(eq(adminAuditLog.targetType, options.targetType));
  if (options.targetId) filters.push(eq(adminAuditLog.targetId, options.targetId));
  const where = filters.length ? and(...filters) : undefined;
  const rows = await db
    .select()
    .from(adminAuditLog)
    .where(where)
    .orderBy(desc(adminAuditLog.createdAt), desc(adminAuditLog.id))
    .limit(ADMIN_PAGE_SIZE)
    .offset((options.page - 1) * ADMIN_PAGE_SIZE);
  const [totals] = await db.select({ total: count() }).from(adminAuditLog).where(where);
  const admins = await peopleByIds(
    db,
    rows.map((row) => row.adminUserId),
  );
  return {
    entries: rows.map((row) => presentEntry(row, admins)),
    ...pageOf(options.page, totals?.total ?? 0),
  };
}
