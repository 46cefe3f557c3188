import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { resetPasswordBody, type ResetPasswordBody } from '@opentip/shared/schemas/auth.schema';
import { useNotify } from '@/app/use-notify';
import { Button } from '@/ui/button';
import { NewPasswordFields } from './new-password-fields';
import { useResetPasswordMutation } from './use-reset-password.mutation';

/** Step 2 of /resetPassword: the new password, twice. */
export function NewPasswordForm({ resetToken, email }: { resetToken: string; email: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const notify = useNotify();
  const reset = useResetPasswordMutation();
  const { register, handleSubmit, formState } = useForm<
    z.input<typeof resetPasswordBody>,
    unknown,
    ResetPasswordBody
  >({
    resolver: zodResolver(resetPasswordBody),
    defaultValues: { resetToken, password: '', confirmPassword: '' },
  });
  const { errors } = formState;
  const onSubmit = handleSubmit((values) =>
    reset.mutate(values, {
      onSuccess: ({ message }) => {
        notify.apiSuccess(message, 'passwordReset');
        void navigate('/login', { state: { email } });
      },
      onError: notify.apiError,
    }),
  );
  return (
    <form className="stack" onSubmit={onSubmit} noValidate>
      <input type="hidden" {...register('resetToken')} />
      <NewPasswordFields
        label={t('password.new')}
        password={register('password')}
        confirm={register('confirmPassword')}
        errors={{ password: errors.password?.message, confirm: errors.confirmPassword?.message }}
      />
      <Button type="submit" block size="lg" loading={reset.isPending}>
        {t('password.reset')}
      </Button>
    </form>
  );
}
