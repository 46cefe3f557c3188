import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AuthScreen } from './auth-screen';
import { RegisterForm } from './register-form';
import { VARIANT_BY_PATH } from './register-variants';

/** /individualRegister, /createTeamAccount and /signUp: one screen, three kinds of account. */
export default function RegisterPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const variant = VARIANT_BY_PATH[pathname.replace(/\/+$/, '')] ?? 'payer';
  return (
    <AuthScreen title={t(`register.title.${variant}`)} lead={t(`register.lead.${variant}`)} wide>
      <RegisterForm key={variant} variant={variant} />
    </AuthScreen>
  );
}
