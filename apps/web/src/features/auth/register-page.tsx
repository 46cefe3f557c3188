import { useLocation, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AuthScreen } from './auth-screen';
import { RegisterForm } from './register-form';
import { variantOf } from './register-variants';

/** /individualRegister, /createTeamAccount and /signUp: one screen, three kinds of account. */
export default function RegisterPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const teamCode = useSearchParams()[0].get('teamCode')?.trim() || undefined;
  const variant = variantOf(pathname, teamCode ?? null);
  return (
    <AuthScreen title={t(`register.title.${variant}`)} lead={t(`register.lead.${variant}`)} wide>
      <RegisterForm key={variant} variant={variant} teamCode={teamCode} />
    </AuthScreen>
  );
}
