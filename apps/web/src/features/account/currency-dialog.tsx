import { useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotify } from '@/app/use-notify';
import { Button } from '@/ui/button';
import { Dialog } from '@/ui/dialog';
import { SearchIcon } from '@/ui/icons';
import { useLocalizedCurrencies } from '@/app/use-localized-currencies';
import { useUpdateCurrencyMutation } from './use-update-currency.mutation';
import './currency-dialog.css';

interface CurrencyDialogProps {
  open: boolean;
  current: string;
  onClose: () => void;
}

/** A searchable list of every currency (code or name); saving sets the account's default. */
export function CurrencyDialog({ open, current, onClose }: CurrencyDialogProps) {
  const { t, i18n } = useTranslation();
  const notify = useNotify();
  const update = useUpdateCurrencyMutation();
  const [choice, setChoice] = useState(current);
  const [search, setSearch] = useState('');
  const query = useDeferredValue(search.trim().toLowerCase());
  const list = useRef<HTMLFieldSetElement>(null);
  // Open on the current currency rather than at the top of a 150-line list.
  useEffect(() => {
    if (open) list.current?.querySelector('input:checked')?.scrollIntoView?.({ block: 'center' });
  }, [open]);
  const named = useLocalizedCurrencies(i18n.language);
  const shown = useMemo(
    () =>
      named.filter(
        (c) =>
          !query ||
          c.code.toLowerCase().includes(query) ||
          c.label.toLowerCase().includes(query) ||
          c.name.toLowerCase().includes(query),
      ),
    [named, query],
  );

  function save() {
    if (choice === current) return onClose();
    update.mutate(
      { currency: choice },
      {
        onSuccess: ({ message }) => {
          notify.apiSuccess(message, 'currencyUpdated');
          onClose();
        },
        onError: notify.apiError,
      },
    );
  }

  return (
    <Dialog
      open={open}
      onClose={onClose}
      size="md"
      title={t('currency.title')}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button onClick={save} loading={update.isPending}>
            {t('common.save')}
          </Button>
        </>
      }
    >
      <div className="currency-search">
        <SearchIcon width={18} height={18} />
        <input
          className="input"
          type="search"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          placeholder={t('currency.search')}
          aria-label={t('currency.search')}
          data-autofocus
        />
      </div>
      <p className="visually-hidden" aria-live="polite">
        {t('currency.count', { count: shown.length })}
      </p>
      <fieldset className="currency-list" ref={list}>
        <legend className="visually-hidden">{t('currency.title')}</legend>
        {shown.length === 0 && <p className="currency-empty">{t('messages.noRecordFound')}</p>}
        {shown.map((currency) => (
          <label key={currency.code} className="currency-option">
            <input
              type="radio"
              name="currency"
              value={currency.code}
              checked={choice === currency.code}
              onChange={() => setChoice(currency.code)}
            />
            <span className="currency-option__code">{currency.code}</span>
            <span className="currency-option__name">{currency.label}</span>
          </label>
        ))}
      </fieldset>
    </Dialog>
  );
}
