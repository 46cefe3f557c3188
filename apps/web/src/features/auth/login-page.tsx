import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { loginBody, type LoginBody } from '@opentip/shared/schemas/auth.schema';
import type { AdminSecondFactorChallenge } from '@opentip/shared/schemas/admin-auth.schema';
import type { z } from 'zod';
import { ApiError } from '@/app/api/api-client';
import { messageKeyOf } from '@/app/api/api-message';
import { STORAGE_KEYS, readStorage, writeStorage } from '@/app/storage-keys';
import { useNotify } from '@/app/use-notify';
import { Button } from '@/ui/button';
import { TextField } from '@/ui/field';
import { PasswordField } from '@/ui/password-field';
import { AdminSecondFactorStep } from './admin-second-factor-step';
import { AuthScreen } from './auth-screen';
import { GoogleSignInButton } from './google-sign-in-button';
import { storedFcmToken } from './fcm-token';
import { useCompleteSignIn } from './use-complete-sign-in';
import { useGetOtpMutation } from './use-get-otp.mutation';
import { useLoginMutation } from './use-login.mutation';

export default function LoginPage() {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const notify = useNotify();
  const completeSignIn = useCompleteSignIn();
  const login = useLoginMutation();
  const getOtp = useGetOtpMutation();
  const presetEmail = (location.state as { email?: string } | null)?.email ?? '';
  // SPEC 4: a member awaiting approval gets the error-message flag, shown here rather than as a toast.
  const [awaiting, setAwaiting] = useState(() => readStorage(STORAGE_KEYS.errorMessageFlag) === 'true');
  // An administrator's right password opens no session yet: the second step comes first.
  const [challenge, setChallenge] = useState<AdminSecondFactorChallenge | null>(null);
  const { register, handleSubmit, formState } = useForm<z.input<typeof loginBody>, unknown, LoginBody>({
    resolver: zodResolver(loginBody),
    defaultValues: { email: presetEmail, password: '' },
  });
  const { errors } = formState;

  function onError(error: unknown, email: string) {
    if (error instanceof ApiError && error.code === 'EMAIL_NOT_VERIFIED') {
      // Send a fresh code and take the user to the code screen.
      writeStorage(STORAGE_KEYS.verificationEmail, email);
      getOtp.mutate({ email });
      notify.apiError(error);
      void navigate('/verification', { state: { email } });
      return;
    }
    if (error instanceof ApiError && messageKeyOf(error.message) === 'awaitingApproval') {
      writeStorage(STORAGE_KEYS.errorMessageFlag, 'true');
      setAwaiting(true);
      return;
    }
    notify.apiError(error);
  }

  const onSubmit = handleSubmit((values) => {
    setAwaiting(false);
    login.mutate(
      { ...values, fcmToken: storedFcmToken() },
      {
        onSuccess: ({ message, data }) => {
          if ('secondFactor' in data) setChallenge(data.secondFactor);
          else completeSignIn({ message, data });
        },
        onError: (error) => onError(error, values.email),
      },
    );
  });

  if (challenge) {
    return <AdminSecondFactorStep challenge={challenge} onRestart={() => setChallenge(null)} />;
  }

  return (
    <AuthScreen title={t('auth.login.title')} lead={t('auth.login.lead')}>
      <form className="stack" onSubmit={onSubmit} noValidate>
        {awaiting && (
          <p className="notice" role="alert">
            {t('messages.awaitingApproval')}
          </p>
        )}
        <TextField
          label={t('auth.fields.emailOrUsername')}
          autoComplete="username"
          error={errors.email?.message}
          {...register('email')}
        />
        <PasswordField
          label={t('auth.fields.password')}
          autoComplete="current-password"
          error={errors.password?.message}
          {...register('password')}
        />
        <div className="row row--end">
          <Link to="/forgotpassword">{t('auth.login.forgot')}</Link>
        </div>
        <Button type="submit" block size="lg" loading={login.isPending}>
          {t('auth.login.submit')}
        </Button>
        <GoogleSignInButton />
        <p className="form-footer">
          {t('auth.login.noAccount')} <Link to="/roles">{t('auth.signUp.link')}</Link>
        </p>
      </form>
    </AuthScreen>
  );
}
