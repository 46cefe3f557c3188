import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { TeamMember } from '@opentip/shared/schemas/teams.schema';
import { errorText } from '@/app/api/api-message';
import { useSession } from '@/app/session/use-session';
import { ButtonLink } from '@/ui/button';
import { Empty } from '@/ui/empty';
import { UsersIcon } from '@/ui/icons';
import { Spinner } from '@/ui/spinner';
import { InvitationsSection } from './invitations-section';
import { InviteForm } from './invite-form';
import { MemberActionDialog, type PendingAction } from './member-action-dialog';
import { MemberRow } from './member-row';
import { RequestsSection } from './requests-section';
import { TeamCodeCopy } from './team-code-copy';
import { teamRefOf, type TeamRef } from './team-ref';
import { TeamSection } from './team-section';
import { TeamsNamespace } from './teams-namespace';
import type { MemberAction } from './use-member-action.mutation';
import { useTeamMembersQuery } from './use-team-members.query';
import './teams.css';

/** The owner is fixed and nobody acts on themselves here; admins lose the role, members gain it. */
function actionsFor(member: TeamMember, myId: string): MemberAction[] {
  if (member.role === 'owner' || member.userId === myId) return [];
  return member.role === 'admin' ? ['removeAdmin', 'remove'] : ['makeAdmin', 'remove'];
}

export function profilePath(teamCode: string, userId: string): string {
  return `/TeamMemberProfile?${new URLSearchParams({ userId, teamCode }).toString()}`;
}

function TeamMembers({ teamRef, myId }: { teamRef: TeamRef; myId: string }) {
  const { t } = useTranslation('teams');
  const { t: tm } = useTranslation();
  const members = useTeamMembersQuery(teamRef);
  const [pending, setPending] = useState<PendingAction | null>(null);
  const onAction = (action: MemberAction, member: TeamMember) => setPending({ action, member });
  if (members.isPending) return <Spinner fullPage />;
  if (members.isError)
    return (
      <div className="page">
        <Empty icon={<UsersIcon />} title={t('members.title')} body={errorText(tm, members.error)} />
      </div>
    );
  const { team, teamMembers } = members.data;
  const accepted = teamMembers.filter((member) => member.status === 'accepted');
  // Every later call names the team by the code the server answered, whatever the link said.
  const ref = { teamCode: team.code };
  return (
    <div className="page page--wide stack">
      <header className="teams-head">
        <div>
          <h1 className="page__title">{team.name}</h1>
          <p className="page__lead">{t('members.lead')}</p>
        </div>
        <div className="team-card__actions">
          <TeamCodeCopy code={team.code} />
          <ButtonLink variant="secondary" to={`/teamPool?teamId=${encodeURIComponent(team.id)}`}>
            {t('pool.link')}
          </ButtonLink>
        </div>
      </header>
      <div className="teams-grid">
        <div className="stack">
          <RequestsSection teamRef={ref} onAction={onAction} />
          <TeamSection
            id="members-title"
            title={t('members.title')}
            empty={t('members.empty')}
            count={accepted.length}
          >
            <ul className="member-list">
              {accepted.map((member) => (
                <MemberRow
                  key={member.userId}
                  member={member}
                  profileTo={profilePath(team.code, member.userId)}
                  actions={actionsFor(member, myId)}
                  onAction={onAction}
                />
              ))}
            </ul>
          </TeamSection>
        </div>
        <div className="stack">
          <InviteForm teamRef={ref} />
          <InvitationsSection teamRef={ref} />
        </div>
      </div>
      <MemberActionDialog
        teamRef={{ teamCode: team.code }}
        pending={pending}
        onClose={() => setPending(null)}
      />
    </div>
  );
}

function TeamMembersScreen() {
  const { t } = useTranslation('teams');
  const session = useSession();
  const [search] = useSearchParams();
  const teamRef = teamRefOf(search, session?.user);
  if (!session || !teamRef)
    return (
      <div className="page">
        <Empty icon={<UsersIcon />} title={t('members.title')} body={t('members.noTeam')} />
      </div>
    );
  return <TeamMembers teamRef={teamRef} myId={session.user.id} />;
}

/** /teamMembers: the owner's and admins' screen to run the team's membership. */
export default function TeamMembersPage() {
  return (
    <TeamsNamespace>
      <TeamMembersScreen />
    </TeamsNamespace>
  );
}
