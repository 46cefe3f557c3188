import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BackIcon, QrIcon, UsersIcon } from '@/ui/icons';
import { ChoiceList, StepScreen } from './choice-list';

/** /teamRoles: create a team (and own it) or join one with its team code. */
export default function TeamRolesPage() {
  const { t } = useTranslation();
  return (
    <StepScreen
      step={t('onboarding.step', { step: 2, total: 2 })}
      title={t('onboarding.team.title')}
      lead={t('onboarding.team.lead')}
    >
      <ChoiceList
        label={t('onboarding.team.title')}
        choices={[
          {
            to: '/createTeamAccount',
            title: t('onboarding.team.create'),
            body: t('onboarding.team.createBody'),
            icon: <UsersIcon />,
          },
          {
            to: '/joinTeam',
            title: t('onboarding.team.join'),
            body: t('onboarding.team.joinBody'),
            icon: <QrIcon />,
          },
        ]}
      />
      <p className="form-footer">
        <Link to="/accountTypes" className="back-link">
          <BackIcon width={18} height={18} />
          {t('common.back')}
        </Link>
      </p>
    </StepScreen>
  );
}
