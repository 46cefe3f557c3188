import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { businesses } from '../../db/schema/businesses.ts';
import type { UserRow } from '../../db/schema/users.ts';
import { forbidden, notFound } from '../../lib/app-error.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type BusinessRow = typeof businesses.$inferSelect;

/**
 * The business the caller owns under this id. Not a business account: 403; another business's id,
 * or none: 404, so that ids of other businesses reveal nothing.
 */
export async function ownBusiness(db: Db, caller: UserRow, businessId: string): Promise<BusinessRow> {
  if (caller.accountType !== 'business') throw forbidden('businessAccountsOnly', 'BUSINESS_ACCOUNTS_ONLY');
  if (!UUID.test(businessId)) throw notFound('businessNotFound', 'BUSINESS_NOT_FOUND');
  const [business] = await db.select().from(businesses).where(eq(businesses.id, businessId));
  if (!business || business.ownerId !== caller.id) throw notFound('businessNotFound', 'BUSINESS_NOT_FOUND');
  return business;
}
