import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/ui/button';
import { TextField } from '@/ui/field';
import { SaveCardChoice, SecureNote } from '@/app/payments/save-card-choice';
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
}

/**
 * The card form. Its values live only in this component: the page remounts it once the card is
 * tokenized, so the number and CVC are gone from memory as soon as they are no longer needed.
 */
export function CardForm({ canSave, busy, submitLabel, onSubmit }: Props) {
  const { t } = useTranslation('tipping');
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
      document.querySelector<HTMLInputElement>(`[name="card-${first}"]`)?.focus();
      return;
    }
    onSubmit(card, canSave && save);
  }

  const amex = brandOf(digitsOf(card.number)) === 'amex';
  return (
    <form className="stack card-form" onSubmit={submit} noValidate>
      <TextField
        label={t('card.number')}
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
          label={t('card.expiry')}
          name="card-expiry"
          inputMode="numeric"
          autoComplete="cc-exp"
          dir="ltr"
          placeholder={t('card.expiryPlaceholder')}
          maxLength={9}
          value={card.expiry}
          error={errors.expiry}
          onChange={(event) => change('expiry', formatExpiry(event.target.value, card.expiry))}
        />
        <TextField
          label={t('card.cvc')}
          name="card-cvc"
          inputMode="numeric"
          autoComplete="cc-csc"
          dir="ltr"
          placeholder={amex ? '1234' : '123'}
          maxLength={4}
          value={card.cvc}
          error={errors.cvc}
          hint={t(amex ? 'card.cvcHintAmex' : 'card.cvcHint')}
          onChange={(event) => change('cvc', digitsOf(event.target.value))}
        />
      </div>
      <TextField
        label={t('card.name')}
        name="card-name"
        autoComplete="cc-name"
        dir="auto"
        value={card.name}
        error={errors.name}
        onChange={(event) => change('name', event.target.value)}
      />
      {canSave && <SaveCardChoice checked={save} onChange={setSave} />}
      <SecureNote />
      <div className="pay-bar">
        <Button type="submit" block size="lg" loading={busy}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
