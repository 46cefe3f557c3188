import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { isCurrencyCode } from '@opentip/shared/currencies';
import { parseMajorAmount, toMajorString } from '@opentip/shared/money';
import { TIP_STATUS_VALUES } from '@opentip/shared/schemas/admin.schema';
import { Button } from '@/ui/button';
import { SelectField, TextField } from '@/ui/field';

type Draft = Record<'receiver' | 'giverEmail' | 'amount' | 'currency' | 'from' | 'to' | 'status', string>;

function draftOf(search: URLSearchParams): Draft {
  const currency = search.get('currency') ?? '';
  const minor = Number(search.get('amount'));
  const amount =
    search.get('amount') && isCurrencyCode(currency) && Number.isSafeInteger(minor)
      ? toMajorString(minor, currency)
      : '';
  const get = (key: string) => search.get(key) ?? '';
  return {
    receiver: get('receiver'),
    giverEmail: get('giverEmail'),
    amount,
    currency,
    from: get('from'),
    to: get('to'),
    status: get('status'),
  };
}

/** The tips search form: what it searches for goes into the URL (a link or the back button keeps it). */
export function TipsFilters() {
  const { t } = useTranslation('admin');
  const [search, setSearch] = useSearchParams();
  const [draft, setDraft] = useState(() => draftOf(search));
  const [amountError, setAmountError] = useState<string>();
  const set = (key: keyof Draft) => (event: { target: { value: string } }) =>
    setDraft((d) => ({ ...d, [key]: event.target.value }));

  function submit(event: FormEvent) {
    event.preventDefault();
    const currency = draft.currency.trim().toUpperCase();
    const params = new URLSearchParams();
    for (const key of ['receiver', 'giverEmail', 'from', 'to', 'status'] as const)
      if (draft[key].trim()) params.set(key, draft[key].trim());
    if (currency) {
      if (!isCurrencyCode(currency)) return setAmountError(t('tips.filters.currencyInvalid'));
      params.set('currency', currency);
    }
    if (draft.amount.trim()) {
      if (!currency) return setAmountError(t('tips.filters.amountNeedsCurrency'));
      const minor = parseMajorAmount(draft.amount, currency);
      if (minor === null) return setAmountError(t('tips.filters.amountInvalid'));
      params.set('amount', String(minor));
    }
    setAmountError(undefined);
    setSearch(params);
  }

  function clear() {
    setDraft(draftOf(new URLSearchParams()));
    setAmountError(undefined);
    setSearch(new URLSearchParams());
  }

  const statuses = TIP_STATUS_VALUES.map((value) => ({ value, label: t(`tips.status.${value}`) }));
  return (
    <form className="admin-filters admin-card" onSubmit={submit} role="search" noValidate>
      <TextField
        label={t('tips.filters.receiver')}
        required={false}
        value={draft.receiver}
        onChange={set('receiver')}
      />
      <TextField
        label={t('tips.filters.giverEmail')}
        required={false}
        type="email"
        value={draft.giverEmail}
        onChange={set('giverEmail')}
      />
      <TextField
        label={t('tips.filters.amount')}
        required={false}
        inputMode="decimal"
        value={draft.amount}
        onChange={set('amount')}
        error={amountError}
      />
      <TextField
        label={t('tips.filters.currency')}
        required={false}
        maxLength={3}
        value={draft.currency}
        onChange={set('currency')}
      />
      <TextField
        label={t('tips.filters.from')}
        required={false}
        type="date"
        value={draft.from}
        onChange={set('from')}
      />
      <TextField
        label={t('tips.filters.to')}
        required={false}
        type="date"
        value={draft.to}
        onChange={set('to')}
      />
      <SelectField
        label={t('tips.filters.status')}
        required={false}
        options={statuses}
        placeholder={t('tips.filters.anyStatus')}
        value={draft.status}
        onChange={set('status')}
      />
      <div className="admin-filters__actions">
        <Button type="submit">{t('tips.filters.search')}</Button>
        <Button variant="ghost" onClick={clear}>
          {t('tips.filters.clear')}
        </Button>
      </div>
    </form>
  );
}
