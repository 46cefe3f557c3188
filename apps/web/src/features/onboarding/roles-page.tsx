import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { HandCoinIcon, StarIcon } from '@/ui/icons';
import { ChoiceList, StepScreen } from './choice-list';

/** /roles: receive tips (then choose an account type) or give tips. */
export default function RolesPage() {
  const { t } = useTranslation();
  return (
    <StepScreen
      step={t('onboarding.step', { step: 1, total: 2 })}
      title={t('onboarding.roles.title')}
      lead={t('onboarding.roles.lead')}
    >
      <ChoiceList
        label={t('onboarding.roles.title')}
        choices={[
          {
            to: '/accountTypes',
            title: t('onboarding.roles.receiver'),
            body: t('onboarding.roles.receiverBody'),
            icon: <HandCoinIcon />,
          },
          {
            to: '/signUp',
            title: t('onboarding.roles.giver'),
            body: t('onboarding.roles.giverBody'),
            icon: <StarIcon />,
          },
        ]}
      />
      <p className="form-footer">
        {t('register.haveAccount')} <Link to="/login">{t('auth.login.link')}</Link>
      </p>
    </StepScreen>
  );
}
