import type { FastifyBaseLogger } from 'fastify';
import type { RegisterBody } from '@opentip/shared/schemas/auth.schema';
import type { Db } from '../../db/client.ts';
import type { UserRow } from '../../db/schema/users.ts';
import type { Mailer } from '../../integrations/mail/mailer.ts';
import { conflict } from '../../lib/app-error.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { mailNewCode } from './account-codes.service.ts';
import { createAccount } from './new-account.service.ts';
import { takenIdentifiers } from './user-lookup.service.ts';

/**
 * Creates an account with e-mail and password and mails its verification code. The account can
 * log in once the e-mail address is verified.
 */
export async function registerUser(options: {
  db: Db;
  mailer: Mailer;
  now: Date;
  log: Pick<FastifyBaseLogger, 'warn'>;
  input: RegisterBody;
}): Promise<UserRow> {
  const { db, input } = options;
  // Checked first for a clear answer without hashing; the unique indexes still decide races.
  const taken = await takenIdentifiers(db, { email: input.email, username: input.username });
  if (taken.email) throw conflict('emailTaken', 'EMAIL_TAKEN');
  if (taken.username) throw conflict('usernameTaken', 'USERNAME_TAKEN');

  const payee = input.userType === 'payee';
  const user = await createAccount({
    db,
    choice: input,
    fields: {
      firstName: input.firstName,
      lastName: input.lastName,
      fullName: input.fullName ?? `${input.firstName} ${input.lastName}`,
      username: input.username,
      email: input.email,
      phone: input.phone,
      passwordHash: await hashPassword(input.password),
      loginMethod: 'password',
      occupation: payee ? input.occupation : null,
      currency: input.currency,
      lang: input.lang,
      profileImg: input.profileImg,
      fcmToken: input.fcmToken,
    },
  });
  try {
    await mailNewCode({ db, mailer: options.mailer, now: options.now, user, purpose: 'verifyEmail' });
  } catch (error) {
    // The account exists either way; the user can ask for the code again from the next screen.
    options.log.warn({ err: error, userId: user.id }, 'verification mail not sent');
  }
  return user;
}
