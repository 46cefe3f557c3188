import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { verifyCodeBody, type VerifyCodeBody } from '@opentip/shared/schemas/auth.schema';
import { useNotify } from '@/app/use-notify';
import { Button } from '@/ui/button';
import { TextField } from '@/ui/field';
import { CodeField } from './code-field';
import { useForgotPasswordMutation } from './use-forgot-password.mutation';
import { useResendCountdown } from './use-resend-countdown';
import { useVerifyPasswordOtpMutation } from './use-verify-password-otp.mutation';

/**
 * Step 1 of /resetPassword: the code from the mail buys a short-lived reset token. A code that
 * did not arrive is sent again (POST /auth/forgot-password) with SPEC 8's "Resent OTP on provided email".
 */
export function ResetCodeForm({
  email,
  onVerified,
}: {
  email: string;
  onVerified: (resetToken: string) => void;
}) {
  const { t } = useTranslation();
  const notify = useNotify();
  const verify = useVerifyPasswordOtpMutation();
  const resend = useForgotPasswordMutation();
  const countdown = useResendCountdown();
  const { register, handleSubmit, formState, getValues, trigger } = useForm<
    z.input<typeof verifyCodeBody>,
    unknown,
    VerifyCodeBody
  >({
    resolver: zodResolver(verifyCodeBody),
    defaultValues: { email, otp: '' },
  });
  const onSubmit = handleSubmit((values) =>
    verify.mutate(values, {
      onSuccess: ({ message, data }) => {
        notify.apiSuccess(message, 'otpVerified');
        onVerified(data.resetToken);
      },
      onError: notify.apiError,
    }),
  );
  async function onResend() {
    if (!(await trigger('email'))) return;
    resend.mutate(
      { email: getValues('email').trim().toLowerCase() },
      {
        onSuccess: () => {
          notify.apiSuccess('', 'otpResentToEmail');
          countdown.start();
        },
        onError: notify.apiError,
      },
    );
  }

  return (
    <form className="stack" onSubmit={onSubmit} noValidate>
      {email ? (
        <input type="hidden" {...register('email')} />
      ) : (
        <TextField
          label={t('auth.fields.email')}
          type="email"
          autoComplete="email"
          error={formState.errors.email?.message}
          {...register('email')}
        />
      )}
      <CodeField label={t('verification.code')} error={formState.errors.otp?.message} {...register('otp')} />
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
  );
}
