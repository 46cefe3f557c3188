import { randomInt } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { Language } from '@opentip/shared/occupations';
import type { Db } from '../../db/client.ts';
import { users, type UserRow } from '../../db/schema/users.ts';
import type { GoogleIdentity, GoogleTokenVerifier } from '../../integrations/google/google-token-verifier.ts';
import { conflict, forbidden } from '../../lib/app-error.ts';
import { revokeUserTokens } from '../../lib/sessions.ts';
import { startSession, type Session } from './login.service.ts';
import { createAccount, type AccountChoice } from './new-account.service.ts';
import { findUserByEmail, findUserByGoogleSub, takenIdentifiers } from './user-lookup.service.ts';

/** Links a Google account to the account with its (Google-verified) e-mail address. */
async function linkByEmail(db: Db, identity: GoogleIdentity, now: Date): Promise<UserRow | undefined> {
  const user = await findUserByEmail(db, identity.email);
  if (!user) return undefined;
  if (user.googleSub && user.googleSub !== identity.sub) throw conflict('emailTaken', 'EMAIL_TAKEN');
  // An address nobody had proven yet may have been registered by someone else to wait for its
  // owner: that password and its sessions end, so only the Google account holder gets in.
  const unproven = user.emailVerifiedAt === null;
  const [linked] = await db
    .update(users)
    .set({
      googleSub: identity.sub,
      emailVerifiedAt: user.emailVerifiedAt ?? now,
      ...(unproven ? { passwordHash: null } : {}),
      updatedAt: now,
    })
    .where(and(eq(users.id, user.id), isNull(users.deletedAt)))
    .returning();
  if (unproven) await revokeUserTokens(db, { userId: user.id, now });
  return linked ?? user;
}

/** A user name from the e-mail address, with a number added while it is taken. */
async function freeUsername(db: Db, email: string): Promise<string> {
  const local = (email.split('@')[0] ?? '').replace(/[^A-Za-z0-9._-]/g, '').slice(0, 24);
  const base = local.length >= 3 ? local : `user${local}`;
  for (let attempt = 0; attempt < 10; attempt += 1) {
    const candidate = attempt === 0 ? base : `${base}${randomInt(100, 1_000_000)}`;
    if (!(await takenIdentifiers(db, { username: candidate })).username) return candidate;
  }
  return `user${randomInt(10_000_000, 100_000_000)}`;
}

async function createGoogleUser(
  db: Db,
  identity: GoogleIdentity,
  choice: AccountChoice,
  now: Date,
  lang: Language | undefined,
): Promise<UserRow> {
  const fullName =
    identity.name ?? ([identity.givenName, identity.familyName].filter(Boolean).join(' ') || null);
  return createAccount({
    db,
    choice,
    fields: {
      username: await freeUsername(db, identity.email),
      email: identity.email,
      firstName: identity.givenName ?? null,
      lastName: identity.familyName ?? null,
      fullName,
      googleSub: identity.sub,
      loginMethod: 'google',
      emailVerifiedAt: now,
      profileImg: identity.picture ?? null,
      ...(lang ? { lang } : {}),
    },
  });
}

/** The account of a Google identity: by Google id, else by verified e-mail address. */
async function findGoogleUser(db: Db, identity: GoogleIdentity, now: Date): Promise<UserRow | undefined> {
  const bySub = await findUserByGoogleSub(db, identity.sub);
  if (bySub) return bySub;
  // Google vouches for the address only when it says it verified it.
  if (!identity.emailVerified) throw forbidden('emailNotVerified', 'EMAIL_NOT_VERIFIED');
  return linkByEmail(db, identity, now);
}

/** Signs in with a Google ID token, creating the account on first use (a tip giver by default). */
export async function socialLogin(options: {
  db: Db;
  now: Date;
  ttlDays: number;
  google: GoogleTokenVerifier;
  idToken: string;
  fcmToken?: string;
  /** The app's language when the account is made now. */
  lang?: Language;
  choice: Partial<AccountChoice>;
}): Promise<Session> {
  const { db, now } = options;
  const identity = await options.google.verify(options.idToken);
  const choice = { ...options.choice, userType: options.choice.userType ?? 'payer' };
  const user =
    (await findGoogleUser(db, identity, now)) ??
    (await createGoogleUser(db, identity, choice, now, options.lang));
  return startSession({ db, now, ttlDays: options.ttlDays, user, fcmToken: options.fcmToken });
}

/** Before any account is made: whether one exists, so the app can ask a newcomer giver or receiver. */
export async function peekGoogleAccount(options: { db: Db; google: GoogleTokenVerifier; idToken: string }) {
  const identity = await options.google.verify(options.idToken);
  const user =
    (await findUserByGoogleSub(options.db, identity.sub)) ??
    (identity.emailVerified ? await findUserByEmail(options.db, identity.email) : undefined);
  return {
    exists: user !== undefined,
    email: identity.email,
    firstName: identity.givenName ?? null,
    lastName: identity.familyName ?? null,
  };
}
