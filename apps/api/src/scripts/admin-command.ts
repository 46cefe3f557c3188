import type { Db } from '../db/client.ts';
import type { Mailer } from '../integrations/mail/mailer.ts';
import { setChatDisabled } from '../modules/chat/chat-switch.ts';
import { runCreateAdminCommand } from './create-admin-command.ts';
import { PROMO_USAGE, runPromoCommand } from './promo-command.ts';

export const ADMIN_USAGE = [
  'Usage: npm run admin -- create <email>',
  '       npm run admin -- chat off|on <email>',
  PROMO_USAGE,
].join('\n');

/** What `create` needs to mail the set-password link. */
export interface AdminMailing {
  mailer: Mailer;
  publicUrl: string;
}

/**
 * The platform administrator's commands on the configured database. Answers the exit code and
 * what to print; nothing here reads process state, so tests run it as the script does.
 */
export async function runAdminCommand(
  db: Db,
  args: readonly string[],
  now: Date,
  mailing?: AdminMailing,
): Promise<{ code: number; output: string }> {
  const [area, action, email] = args;
  if (area === 'promo') return runPromoCommand(db, args.slice(1), now);
  if (area === 'create' && mailing) return runCreateAdminCommand(db, args.slice(1), now, mailing);
  if (area !== 'chat' || (action !== 'off' && action !== 'on') || !email || args.length !== 3)
    return { code: 2, output: ADMIN_USAGE };
  const changed = await setChatDisabled(db, { email, disabled: action === 'off', now });
  if (!changed) return { code: 1, output: `No account has the email ${email}.` };
  return {
    code: 0,
    output: `Chat ${action === 'off' ? 'disabled' : 'enabled'} for ${changed.username} (${email}).`,
  };
}
