import { useTranslation } from 'react-i18next';
import type { TeamRef } from './team-ref';
import { TeamSection } from './team-section';
import { useTeamRequestsQuery } from './use-team-requests.query';

/** Invitations mailed that nobody has answered yet (the same answer as the requests list). */
export function InvitationsSection({ teamRef }: { teamRef: TeamRef }) {
  const { t, i18n } = useTranslation('teams');
  const requests = useTeamRequestsQuery(teamRef);
  // Loading and failure are shown once, by the requests list.
  if (!requests.data) return null;
  const { invitations } = requests.data;
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
  return (
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
  );
}
