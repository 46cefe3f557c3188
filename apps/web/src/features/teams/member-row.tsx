import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TeamMember } from '@opentip/shared/schemas/teams.schema';
import { Avatar } from '@/ui/avatar';
import { Button } from '@/ui/button';
import type { MemberAction } from './use-member-action.mutation';

interface Props {
  member: TeamMember;
  /** The link to the member's profile, when the row has one. */
  profileTo?: string;
  actions: readonly MemberAction[];
  onAction: (action: MemberAction, member: TeamMember) => void;
}

/** One person of the team, with role badges and what a manager may do to them. */
export function MemberRow({ member, profileTo, actions, onAction }: Props) {
  const { t } = useTranslation('teams');
  const { t: tm } = useTranslation();
  const name = <span className="member-row__name">{member.username}</span>;
  return (
    <li className="member-row" data-testid="member-row">
      <Avatar name={member.username} src={member.profileImg} size={40} />
      <div className="member-row__text">
        {profileTo ? <Link to={profileTo}>{name}</Link> : name}
        <div className="row member-row__badges">
          {member.role !== 'member' && (
            <span className={`team-badge team-badge--${member.role}`}>{t(`role.${member.role}`)}</span>
          )}
          {member.invited && <span className="team-badge">{t('members.invited')}</span>}
          {member.occupation && (
            <span className="member-row__meta">
              {tm(`occupations.${member.occupation}`, { defaultValue: member.occupation })}
            </span>
          )}
        </div>
      </div>
      {actions.length > 0 && (
        <div className="member-row__actions">
          {actions.map((action) => (
            <Button
              key={action}
              variant={action === 'accept' || action === 'makeAdmin' ? 'secondary' : 'ghost'}
              onClick={() => onAction(action, member)}
              aria-label={t(`actions.${action}.label`, { name: member.username })}
            >
              {t(`actions.${action}.button`)}
            </Button>
          ))}
        </div>
      )}
    </li>
  );
}
