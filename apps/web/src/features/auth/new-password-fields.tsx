import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PasswordField } from '@/ui/password-field';

interface Props {
  /** "Password" on sign-up, "New password" when changing or resetting it. */
  label: string;
  password: UseFormRegisterReturn;
  confirm: UseFormRegisterReturn;
  errors: { password?: string; confirm?: string };
}

/** A new password with its rules, and the same again (SPEC 5 "Password Not Matched"). */
export function NewPasswordFields({ label, password, confirm, errors }: Props) {
  const { t } = useTranslation();
  return (
    <>
      <PasswordField
        label={label}
        autoComplete="new-password"
        hint={t('messages.passwordRules')}
        error={errors.password}
        {...password}
      />
      <PasswordField
        label={t('auth.fields.confirmPassword')}
        autoComplete="new-password"
        error={errors.confirm}
        {...confirm}
      />
    </>
  );
}
