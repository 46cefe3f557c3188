import type { Db } from '../../db/client.ts';
import { adminAuditLog } from '../../db/schema/admin.ts';

export interface AdminAction {
  adminUserId: string;
  /** What was done, "<area>.<verb>": person.disableChat, person.disableSignIn, tip.refund, support.reply... */
  action: string;
  targetType: 'person' | 'tip' | 'support' | 'business' | 'team' | 'promoCode' | 'job' | 'webhook' | 'admin';
  targetId: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  reason?: string | null;
  at: Date;
}

/**
 * Writes one audit entry. Call it inside the database transaction that makes the change, so the
 * change and its entry commit together or not at all. The table refuses UPDATE and DELETE.
 */
export async function recordAdminAction(db: Db, entry: AdminAction): Promise<void> {
  await db.insert(adminAuditLog).values({
    adminUserId: entry.adminUserId,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId,
    before: entry.before,
    after: entry.after,
    reason: entry.reason ?? null,
    createdAt: entry.at,
  });
}
