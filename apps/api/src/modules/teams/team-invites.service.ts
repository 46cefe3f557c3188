import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { InviteBody } from '@opentip/shared/schemas/teams.schema';
import type { Db } from '../../db/client.ts';
import { teamInvitations, teamMemberships } from '../../db/schema/teams.ts';
import { users, type UserRow } from '../../db/schema/users.ts';
import type { Mailer } from '../../integrations/mail/mailer.ts';
import { renderTeamInviteMail } from '../../integrations/mail/team-invite-mail.ts';
import { AppError } from '../../lib/app-error.ts';
import { teamInvitation } from '../notifications/notification-events.ts';
import { notify } from '../notifications/notify.ts';
import { requireTeamAccess, type TeamRow } from './team-lookup.ts';

interface InviteOptions {
  db: Db;
  mailer: Mailer;
  log: Pick<FastifyBaseLogger, 'warn'>;
  publicUrl: string;
  user: UserRow;
  body: InviteBody;
  now: Date;
}

/** One pending invitation per team and address: inviting again sends the mail again. */
async function recordInvitation(db: Db, options: { team: TeamRow; email: string; by: string; now: Date }) {
  const pending = and(
    eq(teamInvitations.teamId, options.team.id),
    eq(teamInvitations.email, options.email),
    eq(teamInvitations.status, 'pending'),
  );
  const [again] = await db.update(teamInvitations).set({ sentAt: options.now }).where(pending).returning();
  if (again) return;
  const [created] = await db
    .insert(teamInvitations)
    .values({
      teamId: options.team.id,
      email: options.email,
      invitedBy: options.by,
      createdAt: options.now,
      sentAt: options.now,
    })
    .onConflictDoNothing()
    .returning();
  if (created) await notify(db, teamInvitation(created, options.now));
}

/** Addresses that already belong to accepted members need no invitation. */
async function memberAddresses(db: Db, teamId: string, emails: string[]): Promise<Set<string>> {
  const rows = await db
    .select({ email: sql<string>`lower(${users.email})` })
    .from(teamMemberships)
    .innerJoin(users, eq(users.id, teamMemberships.userId))
    .where(
      and(
        eq(teamMemberships.teamId, teamId),
        eq(teamMemberships.status, 'accepted'),
        inArray(sql`lower(${users.email})`, emails),
      ),
    );
  return new Set(rows.map((r) => r.email));
}

/**
 * POST /teams/send-team-invite: records an invitation per address and mails each a join link,
 * in the invitee's language when they have an account, else the inviter's.
 */
export async function sendInvites(options: InviteOptions): Promise<number> {
  const { db, user, now } = options;
  const { team } = await requireTeamAccess(db, { user, ref: options.body, managers: true });
  const emails = [...new Set(options.body.emails.map((e) => e.trim().toLowerCase()))];
  const members = await memberAddresses(db, team.id, emails);
  const invitees = emails.filter((e) => !members.has(e));
  const accounts = invitees.length
    ? await db
        .select({ email: sql<string>`lower(${users.email})`, lang: users.lang })
        .from(users)
        .where(inArray(sql`lower(${users.email})`, invitees))
    : [];
  const langOf = new Map(accounts.map((a) => [a.email, a.lang]));
  let failed = 0;
  for (const email of invitees) {
    await db.transaction((tx) => recordInvitation(tx, { team, email, by: user.id, now }));
    const mail = renderTeamInviteMail({
      lang: langOf.get(email) ?? user.lang,
      inviter: user.fullName ?? user.username,
      teamName: team.name,
      teamCode: team.code,
      hasAccount: langOf.has(email),
      publicUrl: options.publicUrl,
    });
    try {
      await options.mailer.send({ to: email, ...mail });
    } catch (error) {
      failed += 1;
      options.log.warn({ err: error, teamId: team.id }, 'team invitation mail not sent');
    }
  }
  // The invitations stay recorded: sending again mails them again.
  if (failed > 0) throw new AppError(503, 'MAIL_UNAVAILABLE', 'mailUnavailable');
  return invitees.length;
}
