import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { parseMajorAmount } from '@opentip/shared/money';
import { PROMO_KIND_VALUES, type PromoKindValue } from '@opentip/shared/schemas/admin-businesses.schema';
import { errorText } from '@/app/api/api-message';
import { API_TOAST_MS } from '@/app/use-notify';
import { Button } from '@/ui/button';
import { SelectField, TextField } from '@/ui/field';
import { useToasts } from '@/ui/toasts';
import { ADMIN_NS } from '../admin-namespace';
import './promo-codes.css';
import { useCreatePromoCodeMutation } from './use-create-promo-code.mutation';

const EMPTY = {
  code: '',
  kind: 'percent' as PromoKindValue,
  value: '',
  currency: '',
  from: '',
  until: '',
  max: '',
};
type Draft = typeof EMPTY;

/** A day typed in the form is a UTC day; "until" includes that whole day, as the command does. */
const dayStart = (day: string) => (day ? `${day}T00:00:00.000Z` : undefined);
const dayAfter = (day: string) =>
  day ? new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString() : undefined;

/** The value as the API takes it (minor units for an amount), or null when it cannot be. */
function valueOf(draft: Draft): number | null {
  if (draft.kind === 'amount') return draft.currency ? parseMajorAmount(draft.value, draft.currency) : null;
  return /^\d+$/.test(draft.value.trim()) ? Number(draft.value) : null;
}

/** "New promo code": the command's options as a form; the server applies the command's rules. */
export function PromoCodeForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation(ADMIN_NS);
  const { t: tApp } = useTranslation();
  const toasts = useToasts();
  const create = useCreatePromoCodeMutation();
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [invalid, setInvalid] = useState<string | null>(null);
  const set = (key: keyof Draft) => (event: { target: { value: string } }) =>
    setDraft({ ...draft, [key]: event.target.value });

  const submit = () => {
    const value = valueOf(draft);
    if (!draft.code.trim()) return setInvalid('promoCodes.form.codeMissing');
    if (draft.kind === 'amount' && !/^[A-Za-z]{3}$/.test(draft.currency.trim()))
      return setInvalid('promoCodes.form.currencyMissing');
    if (value === null) return setInvalid('promoCodes.form.valueInvalid');
    setInvalid(null);
    create.mutate(
      {
        code: draft.code.trim(),
        kind: draft.kind,
        value,
        currency: draft.kind === 'amount' ? draft.currency.trim().toUpperCase() : undefined,
        validFrom: dayStart(draft.from),
        validUntil: dayAfter(draft.until),
        maxRedemptions: draft.max ? Number(draft.max) : undefined,
      },
      {
        onSuccess: ({ data }) => {
          toasts.show(t('promoCodes.created', { code: data.promoCode.code }), {
            tone: 'success',
            durationMs: API_TOAST_MS,
          });
          setDraft(EMPTY);
          onDone();
        },
      },
    );
  };

  return (
    <form
      className="admin-card promo-form"
      aria-labelledby="promo-form-title"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <h2 id="promo-form-title" className="admin-card__title">
        {t('promoCodes.new')}
      </h2>
      <div className="promo-form__grid">
        <TextField
          label={t('promoCodes.form.code')}
          hint={t('promoCodes.form.codeHint')}
          maxLength={40}
          value={draft.code}
          onChange={set('code')}
        />
        <SelectField
          label={t('promoCodes.form.kind')}
          placeholder={t('promoCodes.form.kindPick')}
          options={PROMO_KIND_VALUES.map((kind) => ({ value: kind, label: t(`promoCodes.kind.${kind}`) }))}
          value={draft.kind}
          onChange={set('kind')}
        />
        <TextField
          label={t(`promoCodes.form.value.${draft.kind}`)}
          inputMode={draft.kind === 'amount' ? 'decimal' : 'numeric'}
          value={draft.value}
          onChange={set('value')}
        />
        {draft.kind === 'amount' && (
          <TextField
            label={t('promoCodes.form.currency')}
            maxLength={3}
            value={draft.currency}
            onChange={set('currency')}
          />
        )}
        <TextField
          label={t('promoCodes.form.from')}
          required={false}
          type="date"
          value={draft.from}
          onChange={set('from')}
        />
        <TextField
          label={t('promoCodes.form.until')}
          required={false}
          type="date"
          value={draft.until}
          onChange={set('until')}
        />
        <TextField
          label={t('promoCodes.form.max')}
          hint={t('promoCodes.form.maxHint')}
          required={false}
          inputMode="numeric"
          value={draft.max}
          onChange={set('max')}
        />
      </div>
      {(invalid || create.isError) && (
        <p className="field__error" role="alert">
          {invalid ? t(invalid) : errorText(tApp, create.error)}
        </p>
      )}
      <div className="promo-form__actions">
        <Button type="submit" loading={create.isPending}>
          {t('promoCodes.create')}
        </Button>
        <Button type="button" variant="secondary" onClick={onDone}>
          {tApp('common.cancel')}
        </Button>
      </div>
    </form>
  );
}
