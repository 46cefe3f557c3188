import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { errorText } from '@/app/api/api-message';
import { Avatar } from '@/ui/avatar';
import { ButtonLink } from '@/ui/button';
import { Empty } from '@/ui/empty';
import { BackIcon, UserIcon } from '@/ui/icons';
import { Spinner } from '@/ui/spinner';
import { MemberTips } from './member-tips';
import { TeamSection } from './team-section';
import { TeamsNamespace } from './teams-namespace';
import { useMemberProfileQuery, type MemberProfileRef } from './use-member-profile.query';
import './teams.css';

function refOf(search: URLSearchParams): MemberProfileRef | null {
  const userId = search.get('userId');
  const teamCode = search.get('teamCode') ?? undefined;
  const toTeamId = search.get('toTeamId') ?? undefined;
  if (!userId || (!teamCode && !toTeamId)) return null;
  return { userId, ...(teamCode ? { teamCode } : {}), ...(toTeamId ? { toTeamId } : {}) };
}

function MemberProfile({ profileRef }: { profileRef: MemberProfileRef }) {
  const { t } = useTranslation('teams');
  const { t: tm } = useTranslation();
  const profile = useMemberProfileQuery(profileRef);
  if (profile.isPending) return <Spinner fullPage />;
  if (profile.isError)
    return (
      <div className="page">
        <Empty icon={<UserIcon />} title={t('profile.title')} body={errorText(tm, profile.error)} />
      </div>
    );
  const { team, member, transactions } = profile.data;
  return (
    <div className="page stack">
      <Link className="back-link" to={`/teamMembers?teamCode=${encodeURIComponent(team.code)}`}>
        <BackIcon width={18} height={18} />
        {t('profile.back', { team: team.name })}
      </Link>
      <header className="card member-head">
        <Avatar name={member.username} src={member.profileImg} size={64} />
        <div className="member-head__text">
          <h1 className="page__title">{member.username}</h1>
          {member.fullName && <p className="page__lead">{member.fullName}</p>}
          <div className="row">
            <span className={`team-badge team-badge--${member.role}`}>{t(`role.${member.role}`)}</span>
            {member.status !== 'accepted' && (
              <span className={`team-badge team-badge--${member.status}`}>
                {t(`status.${member.status}`)}
              </span>
            )}
            {member.occupation && (
              <span className="member-row__meta">
                {tm(`occupations.${member.occupation}`, { defaultValue: member.occupation })}
              </span>
            )}
          </div>
        </div>
      </header>
      <TeamSection
        id="tips-title"
        title={t('profile.tips')}
        empty={tm('messages.noRecordFound')}
        count={transactions.length}
      >
        <MemberTips tips={transactions} />
      </TeamSection>
    </div>
  );
}

function MemberProfileScreen() {
  const { t } = useTranslation('teams');
  const [search] = useSearchParams();
  const profileRef = refOf(search);
  if (!profileRef)
    return (
      <div className="page">
        <Empty
          icon={<UserIcon />}
          title={t('profile.title')}
          body={t('profile.missing')}
          action={<ButtonLink to="/teamMembers">{t('profile.toMembers')}</ButtonLink>}
        />
      </div>
    );
  return <MemberProfile profileRef={profileRef} />;
}

/** /TeamMemberProfile?userId&teamCode: a member and their tips through the team (page 1). */
export default function TeamMemberProfilePage() {
  return (
    <TeamsNamespace>
      <MemberProfileScreen />
    </TeamsNamespace>
  );
}
