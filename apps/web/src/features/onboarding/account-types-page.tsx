import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BackIcon, BuildingIcon, UserIcon, UsersIcon } from '@/ui/icons';
import { ChoiceList, StepScreen } from './choice-list';

/** /accountTypes: a receiver's account is individual, team or business. */
export default function AccountTypesPage() {
  const { t } = useTranslation();
  return (
    <StepScreen
      step={t('onboarding.step', { step: 2, total: 2 })}
      title={t('onboarding.types.title')}
      lead={t('onboarding.types.lead')}
    >
      <ChoiceList
        label={t('onboarding.types.title')}
        choices={[
          {
            to: '/individualRegister',
            title: t('onboarding.types.individual'),
            body: t('onboarding.types.individualBody'),
            icon: <UserIcon />,
          },
          {
            to: '/teamRoles',
            title: t('onboarding.types.team'),
            body: t('onboarding.types.teamBody'),
            icon: <UsersIcon />,
          },
          {
            to: '/businessAccount',
            title: t('onboarding.types.business'),
            body: t('onboarding.types.businessBody'),
            icon: <BuildingIcon />,
          },
        ]}
      />
      <p className="form-footer">
        <Link to="/roles" className="back-link">
          <BackIcon width={18} height={18} />
          {t('common.back')}
        </Link>
      </p>
    </StepScreen>
  );
}
