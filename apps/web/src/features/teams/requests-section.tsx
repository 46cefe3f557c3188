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

/** Join requests waiting for a manager: accept or reject. */
export function RequestsSection(props: {
  teamRef: TeamRef;
  onAction: (action: MemberAction, member: TeamMember) => void;
}) {
  const { t } = useTranslation('teams');
  const { t: tm } = useTranslation();
  const requests = useTeamRequestsQuery(props.teamRef);
  if (requests.isPending) return <Spinner />;
  if (requests.isError)
    return (
      <p className="notice" role="alert">
        {errorText(tm, requests.error)}
      </p>
    );
  const { teamMembers } = requests.data;
  return (
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
  );
}
