import type { Db } from '../../db/client.ts';
import type { UserRow } from '../../db/schema/users.ts';
import type { MailMessage } from '../../integrations/mail/mailer.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import { tooManyRequests } from '../../lib/app-error.ts';
import {
  CODE_ATTEMPTS,
  adminSecondFactorScope,
  pauseEndsAt,
  takeCodeAttempt,
  type CodeAttempt,
} from '../auth/code-attempts.service.ts';
import { recordAdminAction } from './audit-log.ts';

/**
 * Counts a second-factor attempt against the administrator, across grants and addresses (a new
 * grant at each sign-in gave 5 more tries each time); refuses, before any code is looked at, while
 * the account waits.
 */
export async function takeAdminCodeAttempt(db: Db, userId: string, now: Date): Promise<CodeAttempt> {
  const attempt = await takeCodeAttempt(db, { key: adminSecondFactorScope(userId), now });
  if (!attempt) throw tooManyRequests('codeAttemptsPaused', 'ADMIN_SECOND_FACTOR_PAUSED');
  return attempt;
}

const minutes = CODE_ATTEMPTS.windowMs / 60_000;

/** Administrators are few and set up by the operator: the mail is in English only. */
function pausedMail(to: string, until: Date): MailMessage {
  return {
    to,
    subject: 'OpenTip administrator sign-in paused after wrong codes',
    text: [
      'Hello,',
      '',
      `${CODE_ATTEMPTS.maxFailures} wrong authenticator or recovery codes were entered within ${minutes} minutes`,
      'at the second step of signing in to your OpenTip administrator account.',
      `Signing in to this account is paused until ${until.toISOString().replace('T', ' ').slice(0, 16)} UTC.`,
      '',
      'Only someone who knows your password reaches that step. If this was not you, change your',
      'password now with "Forgot password" on the sign-in page, and tell the other administrators.',
      '',
      'The OpenTip team',
    ].join('\n'),
  };
}

/** The wrong code that paused the account: audited, and the administrator told, in one transaction. */
export async function reportAdminPause(options: {
  db: Db;
  jobs: JobQueue;
  user: UserRow;
  attempt: CodeAttempt;
  now: Date;
}): Promise<void> {
  const { user, attempt, now } = options;
  const until = pauseEndsAt(attempt);
  await options.db.transaction(async (tx) => {
    await recordAdminAction(tx, {
      adminUserId: user.id,
      action: 'admin.secondFactorPaused',
      targetType: 'admin',
      targetId: user.id,
      before: null,
      after: { wrongCodes: attempt.failures, pausedUntil: until.toISOString() },
      at: now,
    });
    if (user.email) await options.jobs.send('mail-send', pausedMail(user.email, until), { tx });
  });
}
