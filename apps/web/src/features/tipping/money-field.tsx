import type { InputHTMLAttributes, Ref } from 'react';
import { Field } from '@/ui/field';
import { numberFormat } from '@/ui/number-format';

/** The currency's own sign ("$", "€", "CHF") in the reader's language, shown inside the amount field. */
export function currencySign(currency: string, locale: string): string {
  try {
    const parts = numberFormat(locale, {
      style: 'currency',
      currency,
      currencyDisplay: 'narrowSymbol',
    }).formatToParts(0);
    return parts.find((part) => part.type === 'currency')?.value ?? currency;
  } catch {
    return currency;
  }
}

interface Props extends Omit<InputHTMLAttributes<HTMLInputElement>, 'required' | 'onChange'> {
  label: string;
  sign: string;
  error?: string;
  hint?: string;
  required?: boolean;
  onChange: (value: string) => void;
  ref?: Ref<HTMLInputElement>;
}

/** A decimal amount typed as text (never a float), with the currency sign beside it. */
export function MoneyField({ label, sign, error, hint, required = true, onChange, ...input }: Props) {
  return (
    <Field label={label} error={error} hint={hint} required={required}>
      {({ id, describedBy, invalid }) => (
        <div className="money-input">
          <span className="money-input__sign" aria-hidden="true">
            <bdi>{sign}</bdi>
          </span>
          <input
            id={id}
            className="input money-input__control"
            inputMode="decimal"
            autoComplete="off"
            dir="ltr"
            aria-required={required || undefined}
            aria-invalid={invalid || undefined}
            aria-describedby={describedBy}
            {...input}
            onChange={(event) => onChange(event.target.value)}
          />
        </div>
      )}
    </Field>
  );
}
