import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { verifyCodeBody, type VerifyCodeBody } from '@opentip/shared/schemas/auth.schema';
import { ApiError } from '@/app/api/api-client';
import { messageKeyOf } from '@/app/api/api-message';
import { STORAGE_KEYS, readStorage, removeStorage, writeStorage } from '@/app/storage-keys';
import { useNotify } from '@/app/use-notify';
import { Button } from '@/ui/button';
import { TextField } from '@/ui/field';
import { AuthScreen } from './auth-screen';
import { CodeField } from './code-field';
import { useCompleteSignIn } from './use-complete-sign-in';
import { useResendCountdown } from './use-resend-countdown';
import { useResendOtpMutation } from './use-resend-otp.mutation';
import { useVerifyOtpMutation } from './use-verify-otp.mutation';

interface VerificationState {
  email?: string;
  /** From the sign-up in this tab: with it, a right code signs the new user in. */
  signUpToken?: string;
}

/** /verification: the 5-digit code sent at sign-up, with resend; signs a fresh sign-up in. */
export default function VerificationPage() {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const notify = useNotify();
  const verify = useVerifyOtpMutation();
  const resend = useResendOtpMutation();
  const countdown = useResendCountdown();
  const completeSignIn = useCompleteSignIn();
  const state = location.state as VerificationState | null;
  const knownEmail = state?.email ?? readStorage(STORAGE_KEYS.verificationEmail) ?? '';
  const { register, handleSubmit, formState, getValues, trigger } = useForm<
    z.input<typeof verifyCodeBody>,
    unknown,
    VerifyCodeBody
  >({ resolver: zodResolver(verifyCodeBody), defaultValues: { email: knownEmail, otp: '' } });
  const { errors } = formState;

  const onSubmit = handleSubmit((values) =>
    verify.mutate(
      { ...values, signUpToken: state?.signUpToken },
      {
        onSuccess: ({ message, data }) => {
          removeStorage(STORAGE_KEYS.verificationEmail);
          if (data.user && data.accessToken) {
            completeSignIn({ message, data: { user: data.user, accessToken: data.accessToken } });
            return;
          }
          notify.apiSuccess(message, 'otpVerified');
          void navigate('/login', { state: { email: values.email } });
        },
        onError: (error) => {
          // The address is verified, but a team member waits for approval (SPEC 4): the login
          // screen says so through the error-message flag.
          if (error instanceof ApiError && messageKeyOf(error.message) === 'awaitingApproval') {
            removeStorage(STORAGE_KEYS.verificationEmail);
            writeStorage(STORAGE_KEYS.errorMessageFlag, 'true');
            void navigate('/login', { state: { email: values.email } });
            return;
          }
          notify.apiError(error);
        },
      },
    ),
  );

  async function onResend() {
    if (!(await trigger('email'))) return;
    resend.mutate(
      { email: getValues('email').trim().toLowerCase() },
      {
        onSuccess: ({ message }) => {
          notify.apiSuccess(message, 'otpResent');
          countdown.start();
        },
        onError: notify.apiError,
      },
    );
  }

  return (
    <AuthScreen
      title={t('verification.title')}
      lead={knownEmail ? t('verification.lead', { email: knownEmail }) : t('verification.leadNoEmail')}
    >
      <form className="stack" onSubmit={onSubmit} noValidate>
        {knownEmail ? (
          <input type="hidden" {...register('email')} />
        ) : (
          <TextField
            label={t('auth.fields.email')}
            type="email"
            autoComplete="email"
            error={errors.email?.message}
            {...register('email')}
          />
        )}
        <CodeField label={t('verification.code')} error={errors.otp?.message} {...register('otp')} />
        <Button type="submit" block size="lg" loading={verify.isPending}>
          {t('verification.submit')}
        </Button>
        <p className="form-footer">
          {t('verification.noCode')}{' '}
          <Button
            variant="ghost"
            onClick={() => void onResend()}
            loading={resend.isPending}
            disabled={countdown.left > 0}
          >
            {countdown.left > 0
              ? t('verification.resendIn', { seconds: countdown.left })
              : t('verification.resend')}
          </Button>
        </p>
      </form>
    </AuthScreen>
  );
}
