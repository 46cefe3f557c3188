import type { FastifyBaseLogger } from 'fastify';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import {
  LOCATION_FIELDS,
  UPLOADED_IMAGE_PATH,
  canSetProfileLocation,
  type UpdateUserBody,
} from '@opentip/shared/schemas/users-api.schema';
import type { Db } from '../../db/client.ts';
import { users, type UserRow } from '../../db/schema/users.ts';
import type { ImageStore } from '../../integrations/storage/image-store.ts';
import { badRequest, conflict, notFound } from '../../lib/app-error.ts';
import { requireOwnAccount } from './own-account.ts';
import { releaseImage } from './release-image.ts';
import { isUniqueViolation } from './unique-violation.ts';

const usernameTaken = () => conflict('usernameTaken', 'USERNAME_TAKEN');

function checkChanges(caller: UserRow, changes: UpdateUserBody): void {
  // Refused rather than ignored: a client that sends a location it cannot keep has a bug to see.
  const setsLocation = LOCATION_FIELDS.some((field) => changes[field] !== undefined);
  if (setsLocation && !canSetProfileLocation(caller)) {
    throw badRequest('locationNotAllowed', 'LOCATION_NOT_ALLOWED');
  }
  const img = changes.profileImg;
  // The current value is accepted unchanged (a form sending the whole profile back, a Google photo).
  if (img && img !== caller.profileImg && !UPLOADED_IMAGE_PATH.test(img)) {
    throw badRequest('profileImageInvalid', 'PROFILE_IMAGE_INVALID');
  }
}

async function assertUsernameFree(db: Db, options: { username: string; userId: string }): Promise<void> {
  const [holder] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(sql`lower(${users.username}) = lower(${options.username})`, ne(users.id, options.userId)))
    .limit(1);
  if (holder) throw usernameTaken();
}

/** POST /user/update/{id}: the caller changes fields of their own profile. */
export async function updateUser(options: {
  db: Db;
  images: ImageStore;
  log: FastifyBaseLogger;
  caller: UserRow;
  id: string;
  changes: UpdateUserBody;
  now: Date;
}): Promise<UserRow> {
  const { db, changes } = options;
  const caller = requireOwnAccount(options);
  checkChanges(caller, changes);
  if (changes.username !== undefined) {
    await assertUsernameFree(db, { username: changes.username, userId: caller.id });
  }
  let updated: UserRow | undefined;
  try {
    [updated] = await db
      .update(users)
      .set({ ...changes, updatedAt: options.now })
      .where(and(eq(users.id, caller.id), isNull(users.deletedAt)))
      .returning();
  } catch (error) {
    // Two people claiming the same name at once: the unique index decides.
    if (isUniqueViolation(error, 'users_username_key')) throw usernameTaken();
    throw error;
  }
  if (!updated) throw notFound('userNotFound', 'USER_NOT_FOUND');
  if (caller.profileImg !== updated.profileImg) {
    await releaseImage({ db, images: options.images, log: options.log, url: caller.profileImg });
  }
  return updated;
}

/** POST /user/update-default-currency (the code is already checked against the currency list). */
export async function changeCurrency(options: {
  db: Db;
  caller: UserRow;
  currency: string;
  now: Date;
}): Promise<UserRow> {
  const [updated] = await options.db
    .update(users)
    .set({ currency: options.currency, updatedAt: options.now })
    .where(and(eq(users.id, options.caller.id), isNull(users.deletedAt)))
    .returning();
  if (!updated) throw notFound('userNotFound', 'USER_NOT_FOUND');
  return updated;
}
