import { emailField } from '@opentip/shared/validation';
import type { Db } from '../db/client.ts';
import { inviteAdmin } from '../modules/admin/admin-accounts.service.ts';
import type { AdminMailing } from './admin-command.ts';

const USAGE = 'Usage: npm run admin -- create <email>';

/** `create <email>`: a new administrator, or a new link for one who has not set a password yet. */
export async function runCreateAdminCommand(
  db: Db,
  args: readonly string[],
  now: Date,
  mailing: AdminMailing,
): Promise<{ code: number; output: string }> {
  if (args.length !== 1) return { code: 2, output: USAGE };
  const email = emailField.safeParse(args[0]);
  if (!email.success) return { code: 2, output: `Not an email address: ${args[0]}\n${USAGE}` };
  const invite = await inviteAdmin({ db, ...mailing, email: email.data, now });
  switch (invite.outcome) {
    case 'notAdmin':
      return {
        code: 1,
        output: `${email.data} belongs to a person's account; an administrator needs an address of its own.`,
      };
    case 'alreadySetUp':
      return {
        code: 1,
        output: `${email.data} is already an administrator with a password; they can use "Forgot password".`,
      };
    case 'created':
      return {
        code: 0,
        output: `Administrator ${email.data} created; a link to set the password was mailed.`,
      };
    case 'resent':
      return { code: 0, output: `A new link to set the password was mailed to ${email.data}.` };
  }
}
