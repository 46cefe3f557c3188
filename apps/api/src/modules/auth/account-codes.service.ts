import type { Db } from '../../db/client.ts';
import type { UserRow } from '../../db/schema/users.ts';
import type { Mailer } from '../../integrations/mail/mailer.ts';
import { renderCodeMail } from '../../integrations/mail/templates.ts';
import { AppError, badRequest, tooManyRequests } from '../../lib/app-error.ts';
import {
  accountCodesScope,
  giveBackCodeAttempt,
  takeCodeAttempt,
  unknownEmailCodesScope,
} from './code-attempts.service.ts';
import {
  CODE_TTL_MINUTES,
  checkCode,
  issueCode,
  withdrawCode,
  type CodePurpose,
} from './one-time-codes.service.ts';
import { checkUnknownEmailCode, issueUnknownEmailCode } from './unknown-email-codes.service.ts';
import { findUserByEmail } from './user-lookup.service.ts';

/** Issues a code of a purpose and mails it to the user in their language. */
export async function mailNewCode(options: {
  db: Db;
  mailer: Mailer;
  now: Date;
  user: UserRow;
  purpose: CodePurpose;
}): Promise<void> {
  const { user } = options;
  if (!user.email) return;
  const { id, code } = await issueCode(options.db, {
    userId: user.id,
    purpose: options.purpose,
    now: options.now,
  });
  const mail = renderCodeMail({
    kind: options.purpose,
    lang: user.lang,
    code,
    name: user.firstName ?? user.username,
    minutes: CODE_TTL_MINUTES,
  });
  try {
    await options.mailer.send({ to: user.email, ...mail });
  } catch (error) {
    await withdrawCode(options.db, id);
    throw new AppError(503, 'MAIL_UNAVAILABLE', 'mailUnavailable', error);
  }
}

/**
 * Sends a code to the account of an e-mail address. For an address without an account nothing is
 * sent, but the answer is the same, throttle included (`throttleUnknown`), and guessing its code
 * answers the same, so the endpoints do not tell which addresses are registered.
 */
export async function sendAccountCode(options: {
  db: Db;
  mailer: Mailer;
  now: Date;
  email: string;
  purpose: CodePurpose;
  throttleUnknown: () => Promise<void>;
}): Promise<void> {
  const user = await findUserByEmail(options.db, options.email);
  if (user) return mailNewCode({ ...options, user });
  await options.throttleUnknown();
  await issueUnknownEmailCode(options.db, options);
}

/**
 * Checks a code sent to an e-mail address and returns its account; an unknown address gets the
 * answers a wrong code would get (unknown-email-codes.service.ts). Each code allows
 * CODE_MAX_ATTEMPTS tries, and the account CODE_ATTEMPTS.maxFailures wrong codes a window
 * (code-attempts.service.ts), whatever the code or purpose: a new code every minute would otherwise
 * give 5 more tries each time. Wrong codes do not count towards the sign-in throttle: guessing codes
 * must not keep the owner from signing in with their password.
 */
export async function verifyAccountCode(options: {
  db: Db;
  now: Date;
  email: string;
  code: string;
  purpose: CodePurpose;
}): Promise<UserRow> {
  const { db, now } = options;
  const user = await findUserByEmail(db, options.email);
  const key = user ? accountCodesScope(user.id) : unknownEmailCodesScope(options.email);
  const attempt = await takeCodeAttempt(db, { key, now });
  if (!attempt) throw tooManyRequests('codeAttemptsPaused', 'OTP_ACCOUNT_PAUSED');
  const result = user
    ? await checkCode(db, { userId: user.id, purpose: options.purpose, code: options.code, now })
    : await checkUnknownEmailCode(db, { email: options.email, purpose: options.purpose, now });
  // Only a code compared and found wrong stays counted: a right one, or one refused unread, goes back.
  if (result !== 'invalid') await giveBackCodeAttempt(db, attempt);
  if (result === 'ok' && user) return user;
  if (result === 'tooManyAttempts') throw tooManyRequests('otpTooManyAttempts', 'OTP_TOO_MANY_ATTEMPTS');
  if (result === 'expired') throw badRequest('otpExpired', 'OTP_EXPIRED');
  throw badRequest('otpInvalid', 'OTP_INVALID');
}
