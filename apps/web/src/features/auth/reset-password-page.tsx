import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AuthScreen } from './auth-screen';
import { NewPasswordForm } from './new-password-form';
import { ResetCodeForm } from './reset-code-form';

/** /resetPassword: the mailed code, then the new password. */
export default function ResetPasswordPage() {
  const { t } = useTranslation();
  const location = useLocation();
  const email = (location.state as { email?: string } | null)?.email ?? '';
  const [resetToken, setResetToken] = useState<string | null>(null);
  return (
    <AuthScreen
      title={t('password.resetTitle')}
      lead={
        resetToken
          ? t('password.newLead')
          : email
            ? t('verification.lead', { email })
            : t('verification.leadNoEmail')
      }
    >
      {resetToken ? (
        <NewPasswordForm resetToken={resetToken} email={email} />
      ) : (
        <ResetCodeForm email={email} onVerified={setResetToken} />
      )}
      <p className="form-footer">
        <Link to="/login">{t('forgot.back')}</Link>
      </p>
    </AuthScreen>
  );
}
