import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { emailBody, type EmailBody } from '@opentip/shared/schemas/auth.schema';
import { useNotify } from '@/app/use-notify';
import { Button } from '@/ui/button';
import { TextField } from '@/ui/field';
import { AuthScreen } from './auth-screen';
import { useForgotPasswordMutation } from './use-forgot-password.mutation';

/** /forgotpassword: asks for the e-mail that gets the reset code. */
export default function ForgotPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const notify = useNotify();
  const forgot = useForgotPasswordMutation();
  const { register, handleSubmit, formState } = useForm<z.input<typeof emailBody>, unknown, EmailBody>({
    resolver: zodResolver(emailBody),
    defaultValues: { email: '' },
  });

  const onSubmit = handleSubmit((values) =>
    forgot.mutate(values, {
      onSuccess: ({ message }) => {
        notify.apiSuccess(message, 'otpSent');
        void navigate('/resetPassword', { state: { email: values.email } });
      },
      onError: notify.apiError,
    }),
  );

  return (
    <AuthScreen title={t('forgot.title')} lead={t('forgot.lead')}>
      <form className="stack" onSubmit={onSubmit} noValidate>
        <TextField
          label={t('auth.fields.email')}
          type="email"
          autoComplete="email"
          error={formState.errors.email?.message}
          {...register('email')}
        />
        <Button type="submit" block size="lg" loading={forgot.isPending}>
          {t('forgot.submit')}
        </Button>
        <p className="form-footer">
          <Link to="/login">{t('forgot.back')}</Link>
        </p>
      </form>
    </AuthScreen>
  );
}
