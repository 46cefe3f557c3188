import { useTranslation } from 'react-i18next';
import { Field, TextField } from '@/ui/field';
import type { TipDraft } from './tip-draft';

export const COMMENT_MAX = 500;

interface Props {
  draft: TipDraft;
  update: (patch: Partial<TipDraft>) => void;
  emailError?: string;
}

/** Optional: a message for the receiver, and where to send the receipt. */
export function TipDetailsSection({ draft, update, emailError }: Props) {
  const { t } = useTranslation('tipping');
  return (
    <section className="card stack" aria-labelledby="details-title">
      <h2 id="details-title" className="tip-section__title">
        {t('details.title')}
      </h2>
      <Field
        label={t('details.comment', { name: draft.payee.username })}
        required={false}
        hint={t('details.optional')}
      >
        {({ id, describedBy }) => (
          <textarea
            id={id}
            className="input textarea tip-comment"
            maxLength={COMMENT_MAX}
            rows={3}
            dir="auto"
            aria-describedby={describedBy}
            value={draft.comment}
            onChange={(event) => update({ comment: event.target.value })}
          />
        )}
      </Field>
      <TextField
        label={t('details.email')}
        required={false}
        hint={t('details.emailHint')}
        type="email"
        inputMode="email"
        autoComplete="email"
        dir="ltr"
        value={draft.email}
        error={emailError}
        onChange={(event) => update({ email: event.target.value })}
      />
    </section>
  );
}
