import { useId, type InputHTMLAttributes, type ReactNode, type Ref, type SelectHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { isMessageKey } from '@opentip/shared/messages';
import './field.css';

interface FieldFrameProps {
  label: string;
  /** SPEC 5: labels are marked required with an asterisk unless said otherwise. */
  required?: boolean;
  /** A MESSAGES key (from the shared zod rules) or a ready text. */
  error?: string;
  hint?: string;
  children: (ids: { id: string; describedBy: string | undefined; invalid: boolean }) => ReactNode;
}

/** A label, a control, a hint and the translated validation message under it. */
export function Field({ label, required = true, error, hint, children }: FieldFrameProps) {
  const { t } = useTranslation();
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`field${error ? ' field--invalid' : ''}`}>
      <label className="field__label" htmlFor={id}>
        {label}
        {required && (
          <span className="field__required" aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </label>
      {children({ id, describedBy, invalid: Boolean(error) })}
      {hint && (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="field__error" role="alert">
          {isMessageKey(error) ? t(`messages.${error}`) : error}
        </p>
      )}
    </div>
  );
}

type FieldProps = Omit<FieldFrameProps, 'children'>;

interface TextFieldProps extends FieldProps, Omit<InputHTMLAttributes<HTMLInputElement>, 'required'> {
  ref?: Ref<HTMLInputElement>;
}

export function TextField({ label, required = true, error, hint, className, ...input }: TextFieldProps) {
  return (
    <Field label={label} required={required} error={error} hint={hint}>
      {({ id, describedBy, invalid }) => (
        <input
          id={id}
          className={`input ${className ?? ''}`}
          aria-required={required || undefined}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          {...input}
        />
      )}
    </Field>
  );
}

interface SelectFieldProps extends FieldProps, Omit<SelectHTMLAttributes<HTMLSelectElement>, 'required'> {
  ref?: Ref<HTMLSelectElement>;
  options: readonly { value: string; label: string }[];
  /** The empty first choice; without it the select offers only the options. */
  placeholder?: string;
}

export function SelectField({
  label,
  required = true,
  error,
  hint,
  options,
  placeholder,
  ...select
}: SelectFieldProps) {
  return (
    <Field label={label} required={required} error={error} hint={hint}>
      {({ id, describedBy, invalid }) => (
        <select
          id={id}
          className="input select"
          aria-required={required || undefined}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          {...select}
        >
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
