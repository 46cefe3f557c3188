import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { changePasswordBody, type ChangePasswordBody } from '@opentip/shared/schemas/auth.schema';
import { sessionStore } from '@/app/session/session-store';
import { useNotify } from '@/app/use-notify';
import { Button } from '@/ui/button';
import { BackIcon } from '@/ui/icons';
import { PasswordField } from '@/ui/password-field';
import { NewPasswordFields } from './new-password-fields';
import { useChangePasswordMutation } from './use-change-password.mutation';

/** /ChangePassword: the server revokes every other token and hands back a new one. */
export default function ChangePasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const notify = useNotify();
  const change = useChangePasswordMutation();
  const { register, handleSubmit, formState } = useForm<
    z.input<typeof changePasswordBody>,
    unknown,
    ChangePasswordBody
  >({
    resolver: zodResolver(changePasswordBody),
    defaultValues: { oldPassword: '', password: '', confirmPassword: '' },
  });
  const { errors } = formState;
  const onSubmit = handleSubmit((values) =>
    change.mutate(values, {
      onSuccess: ({ message, data }) => {
        sessionStore.setToken(data.accessToken);
        notify.apiSuccess(message, 'passwordUpdated');
        void navigate('/Home');
      },
      onError: notify.apiError,
    }),
  );
  return (
    <div className="page page--narrow">
      <Link to="/Home" className="back-link">
        <BackIcon width={18} height={18} />
        {t('nav.account')}
      </Link>
      <div className="card">
        <h1 className="page__title">{t('password.changeTitle')}</h1>
        <p className="page__lead">{t('password.changeLead')}</p>
        <form className="stack" onSubmit={onSubmit} noValidate>
          <PasswordField
            label={t('password.current')}
            autoComplete="current-password"
            error={errors.oldPassword?.message}
            {...register('oldPassword')}
          />
          <NewPasswordFields
            label={t('password.new')}
            password={register('password')}
            confirm={register('confirmPassword')}
            errors={{ password: errors.password?.message, confirm: errors.confirmPassword?.message }}
          />
          <Button type="submit" block size="lg" loading={change.isPending}>
            {t('password.save')}
          </Button>
        </form>
      </div>
    </div>
  );
}
