import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CardCvcElement,
  CardExpiryElement,
  CardNumberElement,
  Elements,
  useElements,
  useStripe,
} from '@stripe/react-stripe-js';
import type {
  PaymentMethod as StripePaymentMethod,
  Stripe,
  StripeCardCvcElementChangeEvent,
  StripeCardExpiryElementChangeEvent,
  StripeCardNumberElementChangeEvent,
} from '@stripe/stripe-js';
import { Button } from '@/ui/button';
import { TextField } from '@/ui/field';
import { Spinner } from '@/ui/spinner';
import type { PaymentMethod } from './payment-method';
import { loadStripeFor, stripeLocaleOf } from './load-stripe';
import { cardProblemOf, INCOMPLETE, type ElementField } from './stripe-errors';
import { elementStyle, FieldMessage, StripeField } from './stripe-field';
import './payments.css';
import './stripe.css';
import { SaveCardChoice, SecureNote } from './save-card-choice';

interface Props {
  publishableKey: string;
  /** Signed-in givers may save the card (as a provider token) for their next tips. */
  canSave: boolean;
  submitLabel: string;
  /** In a dialog the submit button stays in it; on a page it sits in the fixed bar at the bottom. */
  placement?: 'page' | 'dialog';
  /** Settles once the card is kept (when asked) and the confirmation is open. */
  onCreated: (method: PaymentMethod, save: boolean) => Promise<void> | void;
}

type Loaded = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; stripe: Stripe };

/**
 * A card in Stripe mode (/add-card, the business subscription): the number, expiry and CVC are typed
 * into Stripe's own fields (iframes from js.stripe.com), so they never pass through our page; we get
 * back a pm_... PaymentMethod.
 */
export default function StripeCardForm({ publishableKey, ...form }: Props) {
  const { t, i18n } = useTranslation();
  const locale = stripeLocaleOf(i18n.language);
  const [attempt, setAttempt] = useState(0);
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });

  useEffect(() => {
    let live = true;
    setLoaded({ status: 'loading' });
    loadStripeFor(publishableKey).then(
      (stripe) => live && setLoaded({ status: 'ready', stripe }),
      () => live && setLoaded({ status: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [publishableKey, locale, attempt]);

  if (loaded.status === 'loading')
    return (
      <div className="stripe-loading" role="status">
        <Spinner size="sm" />
        <span>{t('payments.stripe.loading')}</span>
      </div>
    );
  if (loaded.status === 'failed')
    return (
      <div className="stack">
        <p className="notice" role="alert">
          {t('payments.stripe.loadFailed')}
        </p>
        <Button onClick={() => setAttempt((n) => n + 1)}>{t('payments.stripe.retry')}</Button>
      </div>
    );
  return (
    // Elements' options are fixed once created: a new language needs new Elements.
    <Elements key={locale} stripe={loaded.stripe} options={{ locale }}>
      <CardFields {...form} />
    </Elements>
  );
}

type ChangeEvent =
  StripeCardNumberElementChangeEvent | StripeCardExpiryElementChangeEvent | StripeCardCvcElementChangeEvent;

type Errors = Partial<Record<ElementField | 'name', string>>;

function methodOf(created: StripePaymentMethod): PaymentMethod {
  return {
    token: created.id,
    type: 'card',
    brand: created.card?.brand ?? 'card',
    last4: created.card?.last4 ?? '',
    expMonth: created.card?.exp_month ?? 0,
    expYear: created.card?.exp_year ?? 0,
  };
}

function CardFields({ canSave, submitLabel, placement = 'page', onCreated }: Omit<Props, 'publishableKey'>) {
  const { t } = useTranslation();
  const stripe = useStripe();
  const elements = useElements();
  const [style] = useState(elementStyle);
  const complete = useRef<Record<ElementField, boolean>>({ number: false, expiry: false, cvc: false });
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [tried, setTried] = useState(false);
  const [brand, setBrand] = useState<string>('unknown');
  const [name, setName] = useState('');
  const [save, setSave] = useState(false);
  const [busy, setBusy] = useState(false);

  const nameError = (value: string) =>
    value.trim() && value.trim().length <= 100 ? undefined : 'nameInvalid';

  const change = (field: ElementField) => (event: ChangeEvent) => {
    complete.current[field] = event.complete;
    if (field === 'number' && 'brand' in event) setBrand(event.brand);
    setFormError(null);
    setErrors((current) => ({
      ...current,
      [field]: event.error
        ? cardProblemOf(event.error).message
        : tried && !event.complete
          ? INCOMPLETE[field]
          : undefined,
    }));
  };

  function focusField(field: ElementField | 'name') {
    if (field === 'name') return document.querySelector<HTMLInputElement>('[name="card-name"]')?.focus();
    if (field === 'number') elements?.getElement(CardNumberElement)?.focus();
    else if (field === 'expiry') elements?.getElement(CardExpiryElement)?.focus();
    else elements?.getElement(CardCvcElement)?.focus();
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setTried(true);
    setFormError(null);
    const found: Errors = { name: nameError(name) };
    for (const field of ['number', 'expiry', 'cvc'] as const)
      found[field] = errors[field] ?? (complete.current[field] ? undefined : INCOMPLETE[field]);
    setErrors(found);
    const first = (['number', 'expiry', 'cvc', 'name'] as const).find((field) => found[field]);
    if (first) return focusField(first);
    const card = elements?.getElement(CardNumberElement);
    if (!stripe || !card) return;
    setBusy(true);
    try {
      const result = await stripe.createPaymentMethod({
        type: 'card',
        card,
        billing_details: { name: name.trim() },
      });
      if (result.error) {
        const problem = cardProblemOf(result.error);
        if (problem.field) {
          setErrors((current) => ({ ...current, [problem.field as ElementField]: problem.message }));
          focusField(problem.field);
        } else setFormError(problem.message);
        return;
      }
      await onCreated(methodOf(result.paymentMethod), canSave && save);
    } catch {
      setFormError('networkError');
    } finally {
      setBusy(false);
    }
  }

  const options = { style, disabled: busy };
  return (
    <form className="stack card-form" onSubmit={(event) => void submit(event)} noValidate>
      <StripeField
        label={t('payments.card.number')}
        error={errors.number}
        onLabel={() => focusField('number')}
      >
        {(id) => (
          <CardNumberElement
            id={id}
            className="input stripe-input"
            options={{ ...options, showIcon: true }}
            onChange={change('number')}
          />
        )}
      </StripeField>
      <div className="card-form__row card-form__row--two">
        <StripeField
          label={t('payments.card.expiry')}
          error={errors.expiry}
          onLabel={() => focusField('expiry')}
        >
          {(id) => (
            <CardExpiryElement
              id={id}
              className="input stripe-input"
              options={options}
              onChange={change('expiry')}
            />
          )}
        </StripeField>
        <StripeField
          label={t('payments.card.cvc')}
          error={errors.cvc}
          hint={t(brand === 'amex' ? 'payments.card.cvcHintAmex' : 'payments.card.cvcHint')}
          onLabel={() => focusField('cvc')}
        >
          {(id) => (
            <CardCvcElement
              id={id}
              className="input stripe-input"
              options={options}
              onChange={change('cvc')}
            />
          )}
        </StripeField>
      </div>
      <TextField
        label={t('payments.card.name')}
        name="card-name"
        autoComplete="cc-name"
        dir="auto"
        value={name}
        error={errors.name}
        onChange={(event) => {
          setName(event.target.value);
          if (tried) setErrors((current) => ({ ...current, name: nameError(event.target.value) }));
        }}
      />
      {canSave && <SaveCardChoice checked={save} onChange={setSave} />}
      {formError && (
        <p className="notice" role="alert">
          <FieldMessage message={formError} />
        </p>
      )}
      <SecureNote />
      <div className={placement === 'page' ? 'pay-bar' : undefined}>
        <Button type="submit" block size="lg" loading={busy} disabled={!stripe || !elements}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
