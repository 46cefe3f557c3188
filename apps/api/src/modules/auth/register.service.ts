import type { FastifyBaseLogger } from 'fastify';
import type { RegisterBody } from '@opentip/shared/schemas/auth.schema';
import type { SessionUser } from '@opentip/shared/schemas/user.schema';
import type { Db } from '../../db/client.ts';
import type { Mailer } from '../../integrations/mail/mailer.ts';
import { renderSignUpAttemptMail } from '../../integrations/mail/sign-up-attempt-mail.ts';
import { AppError, conflict } from '../../lib/app-error.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { assertTeamCodeJoinable, signUpAsTeamMember } from '../teams/join-request.service.ts';
import { sessionUserOf } from '../users/user.presenter.ts';
import { mailNewCode } from './account-codes.service.ts';
import { createAccount, type AccountFields } from './new-account.service.ts';
import { decoyAccount } from './sign-up-decoy.ts';
import { decoySignUpGrant, issueSignUpGrant } from './sign-up-grants.service.ts';
import { findUserByEmail, takenIdentifiers } from './user-lookup.service.ts';

export interface Registration {
  user: SessionUser;
  /** Sent back with the e-mail code to /auth/verifyOTP to be signed in at once. */
  signUpToken: string;
}

interface RegisterOptions {
  db: Db;
  mailer: Mailer;
  now: Date;
  log: Pick<FastifyBaseLogger, 'warn'>;
  /** PUBLIC_URL, for the links in the mail to an address's existing owner. */
  publicUrl: string;
  input: RegisterBody;
}

/**
 * The answer for an address that already has an account: the same 201 as a new sign-up (an
 * account of the same shape that is never stored, a grant that opens nothing), and a mail to the
 * owner instead of a code. The existing account is not touched, verified or not.
 */
async function answerExisting(options: RegisterOptions, fields: AccountFields): Promise<Registration> {
  const owner = await findUserByEmail(options.db, options.input.email);
  if (owner?.email) {
    const mail = renderSignUpAttemptMail({
      lang: owner.lang,
      name: owner.firstName ?? owner.username,
      publicUrl: options.publicUrl,
    });
    try {
      await options.mailer.send({ to: owner.email, ...mail });
    } catch (error) {
      options.log.warn({ err: error, userId: owner.id }, 'sign-up attempt mail not sent');
    }
  }
  const decoy = decoyAccount(fields, options.input, options.now);
  const user = options.input.teamCode ? { ...decoy, accountType: 'teamMember' as const } : decoy;
  return { user, signUpToken: decoySignUpGrant() };
}

/**
 * Creates an account with e-mail and password and mails its verification code; the account can
 * log in once the address is verified. A registered address gets the same answer (see
 * answerExisting), after the same password hashing, so sign-up does not tell who is registered.
 */
export async function registerUser(options: RegisterOptions): Promise<Registration> {
  const { db, input, now } = options;
  const taken = await takenIdentifiers(db, { email: input.email, username: input.username });
  // User names are public (givers see them on payee pages), so saying one is taken reveals nothing.
  if (taken.username) throw conflict('usernameTaken', 'USERNAME_TAKEN');
  // A wrong team code is said before anything is stored, for registered and new addresses alike.
  if (input.teamCode) await assertTeamCodeJoinable(db, input.teamCode);

  const payee = input.userType === 'payee';
  const fields: AccountFields = {
    firstName: input.firstName,
    lastName: input.lastName,
    fullName: input.fullName ?? `${input.firstName} ${input.lastName}`,
    username: input.username,
    email: input.email,
    phone: input.phone,
    passwordHash: await hashPassword(input.password),
    loginMethod: 'password',
    occupation: payee && input.accountType !== 'business' ? input.occupation : null,
    currency: input.currency,
    lang: input.lang,
    profileImg: input.profileImg,
    fcmToken: input.fcmToken,
  };
  if (taken.email) return answerExisting(options, fields);

  let user;
  try {
    user = await createAccount({ db, choice: input, fields });
  } catch (error) {
    // Registered by a concurrent request since the check above: answered like any registered address.
    if (error instanceof AppError && error.code === 'EMAIL_TAKEN') return answerExisting(options, fields);
    throw error;
  }
  if (input.teamCode) {
    await signUpAsTeamMember(db, { userId: user.id, teamCode: input.teamCode, now });
    user = (await findUserByEmail(db, input.email)) ?? user;
  }
  const signUpToken = await issueSignUpGrant(db, { userId: user.id, now });
  try {
    await mailNewCode({ db, mailer: options.mailer, now, user, purpose: 'verifyEmail' });
  } catch (error) {
    // The account exists either way; the user can ask for the code again from the next screen.
    options.log.warn({ err: error, userId: user.id }, 'verification mail not sent');
  }
  return { user: await sessionUserOf(db, user), signUpToken };
}
