import { useTranslation } from 'react-i18next';
import { AuthScreen } from './auth-screen';
import { RegisterForm } from './register-form';

/** /businessAccount: the sign-up form with the business's name, type, revenue band and logo. */
export default function BusinessRegisterPage() {
  const { t } = useTranslation();
  return (
    <AuthScreen title={t('register.title.business')} lead={t('register.lead.business')} wide>
      <RegisterForm variant="business" />
    </AuthScreen>
  );
}
