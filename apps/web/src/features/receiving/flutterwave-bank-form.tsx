import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  FLUTTERWAVE_BANK_COUNTRIES,
  flutterwaveAccountBody,
  type FlutterwaveAccountBody,
  type FlutterwaveBankCountry,
} from '@opentip/shared/schemas/payouts.schema';
import { errorText } from '@/app/api/api-message';
import { SelectField, TextField } from '@/ui/field';
import { issuesByField, type FieldErrors } from './field-error';
import { useFlutterwaveBanksQuery } from './use-flutterwave-banks.query';

const COUNTRIES = Object.keys(FLUTTERWAVE_BANK_COUNTRIES) as FlutterwaveBankCountry[];

function useCountryName() {
  const { i18n } = useTranslation();
  const names = new Intl.DisplayNames([i18n.language, 'en'], { type: 'region' });
  return (code: string) => names.of(code) ?? code;
}

interface Props {
  errors: FieldErrors;
  /** The checked body when every field is right, else the fields' message keys. */
  onChange: (body: FlutterwaveAccountBody | null, errors: FieldErrors) => void;
}

/** A bank account: country, then its banks as Flutterwave lists them, then the account number. */
export function FlutterwaveBankForm({ errors, onChange }: Props) {
  const { t } = useTranslation('receiving');
  const { t: tm } = useTranslation();
  const countryName = useCountryName();
  const [fields, setFields] = useState({ country: '', bankCode: '', accountNumber: '' });
  const country = (COUNTRIES as string[]).includes(fields.country)
    ? (fields.country as FlutterwaveBankCountry)
    : null;
  const banks = useFlutterwaveBanksQuery(country);

  const update = (next: typeof fields) => {
    setFields(next);
    const parsed = flutterwaveAccountBody.safeParse({ kind: 'bank', ...next });
    onChange(parsed.success ? parsed.data : null, parsed.success ? {} : issuesByField(parsed.error));
  };

  return (
    <>
      <SelectField
        label={t('flutterwave.country')}
        placeholder={t('flutterwave.choose')}
        value={fields.country}
        options={COUNTRIES.map((code) => ({
          value: code,
          label: `${countryName(code)} (${FLUTTERWAVE_BANK_COUNTRIES[code]})`,
        }))}
        onChange={(event) => update({ ...fields, country: event.target.value, bankCode: '' })}
        error={errors.country}
      />
      <SelectField
        label={t('flutterwave.bank')}
        placeholder={banks.isFetching ? t('flutterwave.banksLoading') : t('flutterwave.choose')}
        value={fields.bankCode}
        disabled={!country || !banks.data}
        aria-busy={banks.isFetching || undefined}
        options={(banks.data ?? []).map((bank) => ({ value: bank.code, label: bank.name }))}
        onChange={(event) => update({ ...fields, bankCode: event.target.value })}
        hint={country ? undefined : t('flutterwave.countryFirst')}
        error={banks.isError ? errorText(tm, banks.error) : errors.bankCode}
      />
      <TextField
        label={t('flutterwave.accountNumber')}
        inputMode="numeric"
        autoComplete="off"
        dir="ltr"
        value={fields.accountNumber}
        onChange={(event) => update({ ...fields, accountNumber: event.target.value })}
        hint={t('flutterwave.accountNumberHint')}
        error={errors.accountNumber}
      />
    </>
  );
}
