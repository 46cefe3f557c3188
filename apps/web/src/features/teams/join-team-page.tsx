import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { AuthFrame } from './auth-frame';
import { JoinTeamFlow } from './join-team-flow';
import { TeamsNamespace } from './teams-namespace';
import './teams.css';

/** Where a new member registers; the code rides along for registration to take up. */
export function registrationPathFor(code: string): string {
  return `/signUp?${new URLSearchParams({ teamCode: code }).toString()}`;
}

function JoinTeam() {
  const { t } = useTranslation('teams');
  const navigate = useNavigate();
  return (
    <AuthFrame title={t('join.signUpTitle')} lead={t('join.signUpLead')}>
      <JoinTeamFlow
        confirmLabel={t('join.continue')}
        busy={false}
        onConfirm={(code) => void navigate(registrationPathFor(code), { state: { teamCode: code } })}
      />
      <p className="form-note">
        {t('join.haveAccount')} <Link to="/login">{t('join.logIn')}</Link>
      </p>
    </AuthFrame>
  );
}

/** /joinTeam: a visitor with a team code (or an invitation link) joins by signing up. */
export default function JoinTeamPage() {
  return (
    <TeamsNamespace>
      <JoinTeam />
    </TeamsNamespace>
  );
}
