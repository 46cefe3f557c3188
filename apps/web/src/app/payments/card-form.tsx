import './payments.css';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/ui/button';
import { TextField } from '@/ui/field';
import { SaveCardChoice, SecureNote } from './save-card-choice';
import {
  brandOf,
  digitsOf,
  formatCardNumber,
  formatExpiry,
  validateCard,
  type CardErrors,
  type CardInput,
} from './card-validation';

const EMPTY: CardInput = { number: '', expiry: '', cvc: '', name: '' };

interface Props {
  /** Signed-in givers may save the card (as a provider token) for their next tips. */
  canSave: boolean;
  busy: boolean;
  submitLabel: string;
  onSubmit: (card: CardInput, save: boolean) => void;
  /** Above the fields: e.g. the sandbox's test-card note. */
  note?: ReactNode;
  /** The tip pages keep the pay button in a bar stuck to the bottom of small screens; a dialog does not. */
  stickySubmit?: boolean;
}

/**
 * The one card form of the app (tips, saved cards, a business's card): number, MM/YY, CVC and the
 * name on the card, checked before anything is sent. Its values live only in this component: the
 * caller remounts it once the card is tokenized, so the number and CVC leave memory at once.
 */
export function CardForm({ canSave, busy, submitLabel, onSubmit, note, stickySubmit = true }: Props) {
  const { t } = useTranslation();
  const [card, setCard] = useState<CardInput>(EMPTY);
  const [errors, setErrors] = useState<CardErrors>({});
  const [tried, setTried] = useState(false);
  const [save, setSave] = useState(false);

  const change = (field: keyof CardInput, value: string) => {
    const next = { ...card, [field]: value };
    setCard(next);
    if (tried) setErrors(validateCard(next));
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    setTried(true);
    const found = validateCard(card);
    setErrors(found);
    const first = (Object.keys(EMPTY) as (keyof CardInput)[]).find((field) => found[field]);
    if (first) {
      (event.currentTarget as HTMLFormElement)
        .querySelector<HTMLInputElement>(`[name="card-${first}"]`)
        ?.focus();
      return;
    }
    onSubmit(card, canSave && save);
  }

  const amex = brandOf(digitsOf(card.number)) === 'amex';
  const submitButton = (
    <Button type="submit" block size="lg" loading={busy}>
      {submitLabel}
    </Button>
  );
  return (
    <form className="stack card-form" onSubmit={submit} noValidate>
      {note}
      <TextField
        label={t('payments.card.number')}
        name="card-number"
        inputMode="numeric"
        autoComplete="cc-number"
        dir="ltr"
        className="card-number-input"
        placeholder="1234 1234 1234 1234"
        maxLength={23}
        value={card.number}
        error={errors.number}
        onChange={(event) => change('number', formatCardNumber(event.target.value))}
      />
      <div className="card-form__row">
        <TextField
          label={t('payments.card.expiry')}
          name="card-expiry"
          inputMode="numeric"
          autoComplete="cc-exp"
          dir="ltr"
          placeholder={t('payments.card.expiryPlaceholder')}
          maxLength={9}
          value={card.expiry}
          error={errors.expiry}
          onChange={(event) => change('expiry', formatExpiry(event.target.value, card.expiry))}
        />
        <TextField
          label={t('payments.card.cvc')}
          name="card-cvc"
          inputMode="numeric"
          autoComplete="cc-csc"
          dir="ltr"
          placeholder={amex ? '1234' : '123'}
          maxLength={4}
          value={card.cvc}
          error={errors.cvc}
          hint={t(amex ? 'payments.card.cvcHintAmex' : 'payments.card.cvcHint')}
          onChange={(event) => change('cvc', digitsOf(event.target.value))}
        />
      </div>
      <TextField
        label={t('payments.card.name')}
        name="card-name"
        autoComplete="cc-name"
        dir="auto"
        value={card.name}
        error={errors.name}
        onChange={(event) => change('name', event.target.value)}
      />
      {canSave && <SaveCardChoice checked={save} onChange={setSave} />}
      <SecureNote />
      {stickySubmit ? <div className="pay-bar">{submitButton}</div> : submitButton}
    </form>
  );
}
