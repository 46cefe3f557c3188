import { MAX_INVITES_PER_CALL } from '@opentip/shared/schemas/teams.schema';
import { emailField } from '@opentip/shared/validation';

export type InviteParse =
  | { ok: true; emails: string[] }
  | { ok: false; error: 'inviteEmailsRequired' | 'inviteEmailsTooMany' | 'emailInvalid'; bad?: string };

/** Addresses typed one per line or separated by commas, semicolons or spaces; duplicates once. */
export function parseInviteEmails(text: string): InviteParse {
  const parts = text.split(/[\s,;]+/).filter(Boolean);
  if (parts.length === 0) return { ok: false, error: 'inviteEmailsRequired' };
  const emails: string[] = [];
  for (const part of parts) {
    const parsed = emailField.safeParse(part);
    if (!parsed.success) return { ok: false, error: 'emailInvalid', bad: part };
    if (!emails.includes(parsed.data)) emails.push(parsed.data);
  }
  if (emails.length > MAX_INVITES_PER_CALL) return { ok: false, error: 'inviteEmailsTooMany' };
  return { ok: true, emails };
}
