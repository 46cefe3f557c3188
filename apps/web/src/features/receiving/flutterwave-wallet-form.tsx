import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MOBILE_MONEY, mobileMoneyOf } from '@opentip/shared/payment-rails';
import { flutterwaveAccountBody, type FlutterwaveAccountBody } from '@opentip/shared/schemas/payouts.schema';
import { SelectField, TextField } from '@/ui/field';
import { issuesByField, type FieldErrors } from './field-error';

const CURRENCIES = Object.keys(MOBILE_MONEY);

/** Networks as their customers write them. */
const NETWORK_NAMES: Record<string, string> = {
  MPESA: 'M-Pesa',
  VODAFONE: 'Vodafone',
  AIRTEL: 'Airtel',
  HALOPESA: 'HaloPesa',
  ZAMTEL: 'Zamtel',
  ORANGE: 'Orange',
  TIGO: 'Tigo',
  WAVE: 'Wave',
};

interface Props {
  errors: FieldErrors;
  onChange: (body: FlutterwaveAccountBody | null, errors: FieldErrors) => void;
}

/** A mobile-money wallet: currency, then that currency's networks, then the phone number. */
export function FlutterwaveWalletForm({ errors, onChange }: Props) {
  const { t, i18n } = useTranslation('receiving');
  const currencyNames = new Intl.DisplayNames([i18n.language, 'en'], { type: 'currency' });
  const [fields, setFields] = useState({ currency: '', network: '', phone: '' });
  const networks = mobileMoneyOf(fields.currency)?.networks ?? [];

  const update = (next: typeof fields) => {
    setFields(next);
    const parsed = flutterwaveAccountBody.safeParse({ kind: 'mobileMoney', ...next });
    onChange(parsed.success ? parsed.data : null, parsed.success ? {} : issuesByField(parsed.error));
  };

  return (
    <>
      <SelectField
        label={t('flutterwave.currency')}
        placeholder={t('flutterwave.choose')}
        value={fields.currency}
        options={CURRENCIES.map((code) => ({
          value: code,
          label: `${currencyNames.of(code) ?? code} (${code})`,
        }))}
        onChange={(event) => {
          const only = mobileMoneyOf(event.target.value)?.networks;
          // One network (M-Pesa for KES): nothing to choose.
          update({ ...fields, currency: event.target.value, network: only?.length === 1 ? only[0] : '' });
        }}
        error={errors.currency}
      />
      <SelectField
        label={t('flutterwave.network')}
        placeholder={t('flutterwave.choose')}
        value={fields.network}
        disabled={networks.length === 0}
        options={networks.map((code) => ({ value: code, label: NETWORK_NAMES[code] ?? code }))}
        onChange={(event) => update({ ...fields, network: event.target.value })}
        hint={networks.length === 0 ? t('flutterwave.currencyFirst') : undefined}
        error={errors.network}
      />
      <TextField
        label={t('flutterwave.phone')}
        type="tel"
        autoComplete="tel"
        dir="ltr"
        value={fields.phone}
        onChange={(event) => update({ ...fields, phone: event.target.value })}
        hint={t('flutterwave.phoneHint')}
        error={errors.phone}
      />
    </>
  );
}
