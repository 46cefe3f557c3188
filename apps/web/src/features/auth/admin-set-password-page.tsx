import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { adminSetPasswordBody } from '@opentip/shared/schemas/admin-auth.schema';
import { errorText } from '@/app/api/api-message';
import { Button, ButtonLink } from '@/ui/button';
import { AuthScreen } from './auth-screen';
import { NewPasswordFields } from './new-password-fields';
import { useAdminSetPasswordMutation } from './use-admin-set-password.mutation';

/** The API's body plus the same password again, checked here only (SPEC 5 "Password Not Matched"). */
const setPasswordForm = adminSetPasswordBody
  .extend({ confirmPassword: z.string({ error: 'passwordNotMatched' }) })
  .refine((v) => v.password === v.confirmPassword, {
    message: 'passwordNotMatched',
    path: ['confirmPassword'],
  });

/** /admin/set-password?token=...: where the mailed link of `npm run admin -- create` leads. */
export default function AdminSetPasswordPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const setPassword = useAdminSetPasswordMutation();
  const { register, handleSubmit, formState } = useForm<
    z.input<typeof setPasswordForm>,
    unknown,
    z.output<typeof setPasswordForm>
  >({
    resolver: zodResolver(setPasswordForm),
    defaultValues: { token: params.get('token') ?? '', password: '', confirmPassword: '' },
  });
  const { errors } = formState;

  if (setPassword.isSuccess) {
    return (
      <AuthScreen title={t('adminSignIn.setPasswordTitle')}>
        <div className="stack">
          <p className="notice" role="status">
            {t('messages.adminPasswordSet')}
          </p>
          <ButtonLink to="/login" block size="lg">
            {t('adminSignIn.toLogin')}
          </ButtonLink>
        </div>
      </AuthScreen>
    );
  }

  const linkProblem = errors.token ? 'adminLinkInvalid' : undefined;
  const onSubmit = handleSubmit(({ token, password }) => setPassword.mutate({ token, password }));
  return (
    <AuthScreen title={t('adminSignIn.setPasswordTitle')} lead={t('adminSignIn.setPasswordLead')}>
      <form className="stack" onSubmit={onSubmit} noValidate>
        <input type="hidden" {...register('token')} />
        {(linkProblem || setPassword.isError) && (
          <div className="notice" role="alert">
            <p>{linkProblem ? t(`messages.${linkProblem}`) : errorText(t, setPassword.error)}</p>
            <p>{t('adminSignIn.linkProblem')}</p>
          </div>
        )}
        <NewPasswordFields
          label={t('password.new')}
          password={register('password')}
          confirm={register('confirmPassword')}
          errors={{ password: errors.password?.message, confirm: errors.confirmPassword?.message }}
        />
        <Button type="submit" block size="lg" loading={setPassword.isPending}>
          {t('adminSignIn.setPasswordSubmit')}
        </Button>
        <p className="form-footer">
          <Link to="/login">{t('adminSignIn.toLogin')}</Link>
        </p>
      </form>
    </AuthScreen>
  );
}
