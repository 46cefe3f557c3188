import type { Language } from '@opentip/shared/occupations';
import { ar } from './locales/ar.ts';
import { de } from './locales/de.ts';
import { en } from './locales/en.ts';
import { es } from './locales/es.ts';
import { fr } from './locales/fr.ts';
import { it } from './locales/it.ts';
import type { PoolStatementWords } from './locales/pool-statement-words.ts';
import type { StatementRow } from './pool-statement.service.ts';

/** The pool statement's catalogue: one locale file per language, each complete (the type says so). */
export const POOL_STATEMENT_WORDS: Readonly<Record<Language, PoolStatementWords>> = {
  en,
  fr,
  es,
  ar,
  it,
  de,
};

/** How a statement writes hundredths (of a percent, of an hour): "12.50" in the CSV, "12,50" in a French PDF. */
export type Hundredths = (n: number) => string;

/** Hundredths as a decimal with a dot, as a spreadsheet reads it in any locale: 1250 -> "12.50". */
export const csvHundredths: Hundredths = (n) => `${Math.trunc(n / 100)}.${String(n % 100).padStart(2, '0')}`;

/** Hundredths as the reader writes a number (only printed, never summed). */
export const localHundredths =
  (lang: Language): Hundredths =>
  (n) =>
    new Intl.NumberFormat(lang, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(n / 100);

/** What the member's share was proportional to under the run's policy, in words. */
export function inputText(
  row: Pick<StatementRow, 'policy' | 'input'>,
  w: PoolStatementWords,
  hundredths: Hundredths,
): string {
  const input = row.input;
  if (!input) return '';
  switch (row.policy) {
    case 'equal':
      return w.equalShare;
    case 'percent':
      return `${hundredths(input.percentBps ?? 0)}%`;
    case 'hours':
      return w.hours(hundredths(input.hoursHundredths ?? 0));
    case 'points':
      return w.points(input.role ?? w.noRole, String(input.weight));
  }
}
