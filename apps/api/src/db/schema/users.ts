import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { LANGUAGES } from '@opentip/shared/occupations';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The unique numeric ID of SPEC 1 (at most 8 digits), typed by givers. */
    uniqueId: text('unique_id').notNull(),
    /** The code in the receiver's QR link (/tip-receiver-details/:payeeCode). */
    payeeCode: text('payee_code').notNull(),
    username: text('username').notNull(),
    email: text('email'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    fullName: text('full_name'),
    phone: text('phone'),
    passwordHash: text('password_hash'),
    googleSub: text('google_sub'),
    loginMethod: text('login_method', { enum: ['password', 'google'] })
      .notNull()
      .default('password'),
    userType: text('user_type', { enum: ['payer', 'payee', 'admin'] }).notNull(),
    accountType: text('account_type', { enum: ['individual', 'business', 'team', 'teamMember'] }),
    occupation: text('occupation'),
    currency: text('currency').notNull().default('USD'),
    /** The person's language (SPEC 1): the web app's, and every mail and push they get is written in it. */
    lang: text('lang', { enum: LANGUAGES }).notNull().default('en'),
    profileImg: text('profile_img'),
    fcmToken: text('fcm_token'),
    placeId: text('place_id'),
    long: doublePrecision('long'),
    lat: doublePrecision('lat'),
    address: text('address'),
    teamId: uuid('team_id'),
    isTeamOwner: boolean('is_team_owner').notNull().default(false),
    isTeamAdmin: boolean('is_team_admin').notNull().default(false),
    stripeConnectedAccountId: text('stripe_connected_account_id'),
    chatDisabled: boolean('chat_disabled').notNull().default(false),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    /** Failed code and password attempts counted per account, so rotating IPs does not help. */
    failedAttempts: integer('failed_attempts').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /** Set by an administrator: the person cannot sign in, and their tokens were revoked at that moment. */
    signInDisabledAt: timestamp('sign_in_disabled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_unique_id_key').on(t.uniqueId),
    uniqueIndex('users_payee_code_key').on(t.payeeCode),
    uniqueIndex('users_email_key').on(sql`lower(${t.email})`),
    uniqueIndex('users_username_key').on(sql`lower(${t.username})`),
    uniqueIndex('users_google_sub_key').on(t.googleSub),
    index('users_team_id_idx').on(t.teamId),
    check('users_lang_check', sql`${t.lang} IN ('en', 'fr', 'es', 'ar', 'it', 'de')`),
  ],
);

export type UserRow = typeof users.$inferSelect;
