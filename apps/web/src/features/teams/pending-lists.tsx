import { useTranslation } from 'react-i18next';
import type { TeamMember } from '@opentip/shared/schemas/teams.schema';
import { errorText } from '@/app/api/api-message';
import { Spinner } from '@/ui/spinner';
import { MemberRow } from './member-row';
import type { TeamRef } from './team-ref';
import { TeamSection } from './team-section';
import type { MemberAction } from './use-member-action.mutation';
import { useTeamRequestsQuery } from './use-team-requests.query';

const REQUEST_ACTIONS: readonly MemberAction[] = ['accept', 'reject'];

/** Pending join requests (accept or reject) and invitations that no one has answered yet. */
export function PendingLists(props: {
  teamRef: TeamRef;
  onAction: (action: MemberAction, member: TeamMember) => void;
}) {
  const { t, i18n } = useTranslation('teams');
  const { t: tm } = useTranslation();
  const requests = useTeamRequestsQuery(props.teamRef);
  if (requests.isPending) return <Spinner />;
  if (requests.isError)
    return (
      <p className="notice" role="alert">
        {errorText(tm, requests.error)}
      </p>
    );
  const { teamMembers, invitations } = requests.data;
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
  return (
    <>
      <TeamSection
        id="requests-title"
        title={t('requests.title')}
        empty={t('requests.empty')}
        count={teamMembers.length}
      >
        <ul className="member-list">
          {teamMembers.map((member) => (
            <MemberRow
              key={member.userId}
              member={member}
              actions={REQUEST_ACTIONS}
              onAction={props.onAction}
            />
          ))}
        </ul>
      </TeamSection>
      <TeamSection
        id="invitations-title"
        title={t('invitations.title')}
        empty={t('invitations.empty')}
        count={invitations.length}
      >
        <ul className="invitation-list">
          {invitations.map((invitation) => (
            <li key={invitation.id} className="invitation-row" data-testid="invitation-row">
              <bdi dir="ltr" className="invitation-row__email">
                {invitation.email}
              </bdi>
              <span className="invitation-row__meta">
                {t('invitations.sent', { date: date.format(new Date(invitation.sentAt)) })}
              </span>
            </li>
          ))}
        </ul>
      </TeamSection>
    </>
  );
}
