import type { InputHTMLAttributes, Ref } from 'react';
import { OTP_LENGTH } from '@opentip/shared/validation';
import { TextField } from '@/ui/field';

interface CodeFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'required'> {
  label: string;
  error?: string;
  hint?: string;
  ref?: Ref<HTMLInputElement>;
}

/** The 5-digit code from the e-mail: one wide input, digits only, filled by the OS from the mail. */
export function CodeField(props: CodeFieldProps) {
  return (
    <TextField
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={OTP_LENGTH}
      className="code-input"
      placeholder={'•'.repeat(OTP_LENGTH)}
      {...props}
    />
  );
}
