import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/app/api/api-message';
import { Button } from '@/ui/button';
import { TextField } from '@/ui/field';
import { isolate, promoEffect, type PromoSummary } from './billing-format';
import { usePromoCheckMutation } from './use-promo-check.mutation';

interface Props {
  businessId: string;
  /** The currency the business would pay in. */
  currency: string;
  applied: PromoSummary | null;
  onApplied: (promo: PromoSummary | null) => void;
}

/** A promo code checked with the server before paying: what it gives, or why it cannot be used. */
export function PromoCodeField({ businessId, currency, applied, onApplied }: Props) {
  const { t, i18n } = useTranslation('billing');
  const { t: tm } = useTranslation();
  const check = usePromoCheckMutation(businessId);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();

  function apply() {
    const trimmed = code.trim();
    if (!trimmed) {
      setError('promoCodeRequired');
      return;
    }
    setError(undefined);
    check.mutate(
      { code: trimmed, currency },
      {
        onSuccess: (promo) => onApplied(promo),
        onError: (failure) => setError(errorText(tm, failure)),
      },
    );
  }

  if (applied)
    return (
      <div className="billing-promo-applied" role="status">
        <span>
          {t('subscribe.promoApplied', {
            code: isolate(applied.code, i18n.language),
            effect: promoEffect(t, applied, i18n.language),
          })}
        </span>
        <Button variant="ghost" onClick={() => onApplied(null)}>
          {t('subscribe.removePromo')}
        </Button>
      </div>
    );
  return (
    <form
      className="billing-promo"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        apply();
      }}
    >
      <TextField
        label={t('subscribe.promoLabel')}
        required={false}
        value={code}
        error={error}
        autoCapitalize="characters"
        autoComplete="off"
        maxLength={40}
        onChange={(event) => {
          setCode(event.target.value);
          setError(undefined);
        }}
      />
      <Button type="submit" variant="secondary" loading={check.isPending}>
        {t('subscribe.apply')}
      </Button>
    </form>
  );
}
