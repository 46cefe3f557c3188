import { useTranslation } from 'react-i18next';
import { FigureGrid, type Figure } from './dashboard-figures';
import './currency-figures.css';

export interface CurrencyGroup {
  currency: string;
  figures: readonly Figure[];
}

/** "US Dollar (USD)" in the reader's language; the code alone where the browser has no name. */
export function currencyName(currency: string, language: string): string {
  try {
    const name = new Intl.DisplayNames([language], { type: 'currency' }).of(currency);
    return name && name !== currency ? `${name} (${currency})` : currency;
  } catch {
    return currency;
  }
}

/**
 * One grid of figures per currency held, each in its own currency: amounts are never converted
 * (we have no exchange-rate source), and a currency without tips is not shown as a zero.
 */
export function CurrencyFigures({
  groups,
  loading,
  note,
}: {
  groups: readonly CurrencyGroup[];
  loading?: boolean;
  /** Why the default currency is not among the groups, when it is not. */
  note?: string;
}) {
  const { i18n } = useTranslation('receiving');
  // A lone group is named too when it is not the default currency the note speaks of.
  const titled = groups.length > 1 || note !== undefined;
  return (
    <div className="currency-figures">
      {note && (
        <p className="currency-figures__note" data-testid="currency-note">
          {note}
        </p>
      )}
      {groups.map((group) => (
        <section
          key={group.currency}
          className="currency-figures__group"
          data-testid={`figures-${group.currency}`}
          aria-label={titled ? currencyName(group.currency, i18n.language) : undefined}
        >
          {titled && (
            <h2 className="currency-figures__title">{currencyName(group.currency, i18n.language)}</h2>
          )}
          <FigureGrid figures={group.figures} loading={loading} />
        </section>
      ))}
    </div>
  );
}
