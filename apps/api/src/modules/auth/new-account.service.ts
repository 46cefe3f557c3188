import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { businesses, teams } from '../../db/schema/businesses.ts';
import { users, type UserRow } from '../../db/schema/users.ts';
import { conflict } from '../../lib/app-error.ts';
import { newPayeeCode, newUniqueId } from '../users/user-identity.ts';
import { isUniqueViolation } from '../users/unique-violation.ts';

/** The receiver's account choice of a sign-up (see registerBody / socialLoginBody). */
export interface AccountChoice {
  userType: 'payer' | 'payee';
  accountType?: 'individual' | 'business' | 'team';
  teamName?: string;
  businessName?: string;
  businessType?: string;
  estimatedRevenue?: string;
  address?: string;
  placeId?: string;
}

export type AccountFields = Omit<
  typeof users.$inferInsert,
  'id' | 'uniqueId' | 'payeeCode' | 'userType' | 'accountType' | 'teamId' | 'isTeamOwner'
>;

// Random identifiers that may, rarely, collide with an existing one: drawn again on collision.
const RETRYABLE = ['users_unique_id_key', 'users_payee_code_key', 'teams_code_key'];
const MAX_TRIES = 5;

async function insertAccount(db: Db, fields: AccountFields, choice: AccountChoice): Promise<UserRow> {
  const payee = choice.userType === 'payee';
  const accountType = payee ? (choice.accountType ?? 'individual') : null;
  const [user] = await db
    .insert(users)
    .values({
      ...fields,
      uniqueId: newUniqueId(),
      payeeCode: newPayeeCode(),
      userType: choice.userType,
      accountType,
      ...(accountType === 'business' ? { address: choice.address, placeId: choice.placeId } : {}),
    })
    .returning();
  if (!user) throw new Error('user insert returned no row');
  if (accountType === 'team' && choice.teamName) {
    // Team codes are typed by joining members: the same readable alphabet as payee codes.
    const [team] = await db
      .insert(teams)
      .values({ ownerId: user.id, name: choice.teamName, code: newPayeeCode() })
      .returning({ id: teams.id });
    if (!team) throw new Error('team insert returned no row');
    const [owner] = await db
      .update(users)
      .set({ teamId: team.id, isTeamOwner: true })
      .where(eq(users.id, user.id))
      .returning();
    return owner ?? user;
  }
  if (accountType === 'business' && choice.businessName && choice.businessType && choice.estimatedRevenue) {
    await db.insert(businesses).values({
      ownerId: user.id,
      name: choice.businessName,
      businessType: choice.businessType,
      estimatedRevenue: choice.estimatedRevenue,
      address: choice.address,
      placeId: choice.placeId,
    });
  }
  return user;
}

/**
 * Creates a user with fresh unique ID and payee code, and the team or business a receiver signs
 * up as, in one transaction. A taken e-mail or user name is a 409.
 */
export async function createAccount(options: {
  db: Db;
  fields: AccountFields;
  choice: AccountChoice;
}): Promise<UserRow> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await options.db.transaction((tx) => insertAccount(tx, options.fields, options.choice));
    } catch (error) {
      const violates = (index: string) => isUniqueViolation(error, index);
      if (violates('users_email_key') || violates('users_google_sub_key')) {
        throw conflict('emailTaken', 'EMAIL_TAKEN');
      }
      if (violates('users_username_key')) throw conflict('usernameTaken', 'USERNAME_TAKEN');
      if (RETRYABLE.some(violates) && attempt < MAX_TRIES) continue;
      throw error;
    }
  }
}
