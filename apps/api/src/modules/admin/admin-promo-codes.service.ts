import { count, desc, eq } from 'drizzle-orm';
import { ADMIN_PAGE_SIZE } from '@opentip/shared/schemas/admin.schema';
import type { AdminPromoCode, AdminPromoPauseBody } from '@opentip/shared/schemas/admin-businesses.schema';
import type { Db } from '../../db/client.ts';
import { promoCodes, promoRedemptions, type PromoCodeRow } from '../../db/schema/billing.ts';
import { businesses } from '../../db/schema/businesses.ts';
import { AppError, conflict, notFound } from '../../lib/app-error.ts';
import {
  createPromoCode,
  disablePromoCode,
  normalizeCode,
  promoCodeProblem,
  type NewPromoCode,
  type PromoKind,
} from '../billing/promo-codes.service.ts';
import { pageOf } from './admin-lists.ts';
import { recordAdminAction } from './audit-log.ts';

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const promoNotFound = () => notFound('promoCodeUnknown', 'PROMO_CODE_UNKNOWN');

export const presentPromoCode = (row: PromoCodeRow): AdminPromoCode => ({
  id: row.id,
  code: row.code,
  kind: row.kind,
  value: row.value,
  currency: row.currency,
  validFrom: row.validFrom.toISOString(),
  validUntil: iso(row.validUntil),
  maxRedemptions: row.maxRedemptions,
  redemptions: row.redemptions,
  pausedAt: iso(row.disabledAt),
  createdAt: row.createdAt.toISOString(),
});

const auditState = (row: PromoCodeRow) => presentPromoCode(row) as unknown as Record<string, unknown>;

export async function listPromoCodesPage(db: Db, page: number) {
  const rows = await db
    .select()
    .from(promoCodes)
    .orderBy(desc(promoCodes.createdAt), promoCodes.code)
    .limit(ADMIN_PAGE_SIZE)
    .offset((page - 1) * ADMIN_PAGE_SIZE);
  const [totals] = await db.select({ n: count() }).from(promoCodes);
  return { promoCodes: rows.map(presentPromoCode), ...pageOf(page, totals?.n ?? 0) };
}

interface AdminCall {
  db: Db;
  now: Date;
  adminUserId: string;
}

export interface PromoCodeInput {
  code: string;
  kind: PromoKind;
  value: number;
  currency?: string | undefined;
  validFrom?: Date | undefined;
  validUntil?: Date | undefined;
  maxRedemptions?: number | undefined;
}

/** The command's rules (promoCodeProblem); the problem's text comes back in the error's details. */
export async function createPromoCodeAsAdmin(options: AdminCall & { input: PromoCodeInput }) {
  const { input, now } = options;
  const promo: NewPromoCode = {
    code: normalizeCode(input.code),
    kind: input.kind,
    value: input.value,
    currency: input.currency ?? null,
    validFrom: input.validFrom ?? now,
    validUntil: input.validUntil ?? null,
    maxRedemptions: input.maxRedemptions ?? null,
  };
  const problem = promoCodeProblem(promo);
  if (problem)
    throw new AppError(400, 'PROMO_CODE_INVALID', 'promoCodeInvalid', undefined, [
      { path: '', key: 'promoCodeInvalid', message: problem },
    ]);
  return options.db.transaction(async (tx) => {
    const created = await createPromoCode(tx, promo);
    if (!created) throw conflict('promoCodeExists', 'PROMO_CODE_EXISTS');
    await recordAdminAction(tx, {
      adminUserId: options.adminUserId,
      action: 'promoCode.create',
      targetType: 'promoCode',
      targetId: created.id,
      before: null,
      after: auditState(created),
      at: now,
    });
    return { promoCode: presentPromoCode(created) };
  });
}

/** Pausing stops new redemptions (disabledAt, as the command's "disable"); resuming allows them again. */
export async function pausePromoCode(options: AdminCall & AdminPromoPauseBody & { promoCodeId: string }) {
  const { now, paused } = options;
  return options.db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(promoCodes)
      .where(eq(promoCodes.id, options.promoCodeId))
      .for('update');
    if (!before) throw promoNotFound();
    if (paused && before.disabledAt) throw conflict('promoCodeAlreadyPaused', 'PROMO_CODE_ALREADY_PAUSED');
    if (!paused && !before.disabledAt) throw conflict('promoCodeNotPaused', 'PROMO_CODE_NOT_PAUSED');
    const after = paused
      ? await disablePromoCode(tx, before.code, now)
      : (
          await tx
            .update(promoCodes)
            .set({ disabledAt: null })
            .where(eq(promoCodes.id, before.id))
            .returning()
        )[0];
    if (!after) throw new Error('promo code vanished');
    await recordAdminAction(tx, {
      adminUserId: options.adminUserId,
      action: paused ? 'promoCode.pause' : 'promoCode.resume',
      targetType: 'promoCode',
      targetId: before.id,
      before: { pausedAt: iso(before.disabledAt) },
      after: { pausedAt: iso(after.disabledAt) },
      reason: options.reason,
      at: now,
    });
    return { promoCode: presentPromoCode(after) };
  });
}

export async function listRedemptions(db: Db, promoCodeId: string, page: number) {
  const [promo] = await db
    .select({ id: promoCodes.id })
    .from(promoCodes)
    .where(eq(promoCodes.id, promoCodeId));
  if (!promo) throw promoNotFound();
  const mine = eq(promoRedemptions.promoCodeId, promo.id);
  const rows = await db
    .select({
      businessId: businesses.id,
      businessName: businesses.name,
      redeemedAt: promoRedemptions.redeemedAt,
    })
    .from(promoRedemptions)
    .innerJoin(businesses, eq(businesses.id, promoRedemptions.businessId))
    .where(mine)
    .orderBy(desc(promoRedemptions.redeemedAt), businesses.id)
    .limit(ADMIN_PAGE_SIZE)
    .offset((page - 1) * ADMIN_PAGE_SIZE);
  const [totals] = await db.select({ n: count() }).from(promoRedemptions).where(mine);
  return {
    redemptions: rows.map((r) => ({ ...r, redeemedAt: r.redeemedAt.toISOString() })),
    ...pageOf(page, totals?.n ?? 0),
  };
}
