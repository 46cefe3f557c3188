import { useState, type InputHTMLAttributes, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from './field';

interface PasswordFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'required'> {
  label: string;
  error?: string;
  hint?: string;
  required?: boolean;
  ref?: Ref<HTMLInputElement>;
}

/** A password input with a show/hide toggle that says what it does. */
export function PasswordField({ label, error, hint, required = true, ...input }: PasswordFieldProps) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  return (
    <Field label={label} required={required} error={error} hint={hint}>
      {({ id, describedBy, invalid }) => (
        <div className="password-input">
          <input
            id={id}
            className="input"
            type={visible ? 'text' : 'password'}
            aria-required={required || undefined}
            aria-invalid={invalid || undefined}
            aria-describedby={describedBy}
            {...input}
          />
          <button
            type="button"
            className="password-input__toggle"
            onClick={() => setVisible((v) => !v)}
            aria-pressed={visible}
            aria-controls={id}
          >
            {visible ? t('common.hidePassword') : t('common.showPassword')}
          </button>
        </div>
      )}
    </Field>
  );
}
