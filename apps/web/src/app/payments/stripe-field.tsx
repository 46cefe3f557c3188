import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { StripeElementStyle } from '@stripe/stripe-js';
import { isMessageKey } from '@opentip/shared/messages';
import { Field } from '@/ui/field';

/** Our fields' look, read from the page's design tokens (the iframes cannot see our CSS). */
export function elementStyle(): StripeElementStyle {
  const root = getComputedStyle(document.documentElement);
  const token = (name: string, fallback: string) => root.getPropertyValue(name).trim() || fallback;
  return {
    base: {
      color: token('--color-ink', '#0f172a'),
      fontFamily: getComputedStyle(document.body).fontFamily || 'system-ui, sans-serif',
      fontSize: '16px',
      lineHeight: '24px',
      '::placeholder': { color: token('--color-placeholder', '#8391a7') },
    },
    invalid: { color: token('--color-danger', '#b91c1c'), iconColor: token('--color-danger', '#b91c1c') },
  };
}

/** A MESSAGES key in the reader's language, or a text Stripe already wrote in it. */
export function FieldMessage({ message }: { message: string }) {
  const { t } = useTranslation();
  return <>{isMessageKey(message) ? t(`messages.${message}`) : message}</>;
}

/** Our Field frame around a Stripe iframe: a label cannot focus an iframe by itself, so it asks. */
export function StripeField({
  label,
  error,
  hint,
  onLabel,
  children,
}: {
  label: string;
  error?: string;
  hint?: string;
  onLabel: () => void;
  children: (id: string) => ReactNode;
}) {
  return (
    <div
      className="stripe-field"
      onClick={(event) => {
        if ((event.target as HTMLElement).closest('label')) onLabel();
      }}
    >
      <Field label={label} error={error} hint={hint}>
        {({ id }) => children(id)}
      </Field>
    </div>
  );
}
