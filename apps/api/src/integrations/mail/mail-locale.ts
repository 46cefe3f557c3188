import { formatMoney } from '@opentip/shared/money';
import { FALLBACK_LANGUAGE, LANGUAGES, type Language } from '@opentip/shared/occupations';
import { ar } from './locales/ar.ts';
import { de } from './locales/de.ts';
import { en } from './locales/en.ts';
import { es } from './locales/es.ts';
import { fr } from './locales/fr.ts';
import { it } from './locales/it.ts';
import type { MailWords } from './locales/mail-words.ts';

export function isLanguage(value: string): value is Language {
  return (LANGUAGES as readonly string[]).includes(value);
}

export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The mail catalogue: one locale file per language, each complete (the type says so). */
export const MAIL_WORDS: Readonly<Record<Language, MailWords>> = { en, fr, es, ar, it, de };

/** The reader's language, English when it is unknown (a tip from before languages were kept). */
export const mailLanguage = (lang: string | null | undefined): Language =>
  lang && isLanguage(lang) ? lang : FALLBACK_LANGUAGE;

export const directionOf = (lang: Language): 'rtl' | 'ltr' => (lang === 'ar' ? 'rtl' : 'ltr');

/** An amount in minor units, as the reader writes money (digits, separators, symbol place). */
export const formatAmount = (amount: number, currency: string, lang: Language): string =>
  formatMoney(amount, currency, lang);

/** A calendar day (UTC, as periods are kept), e.g. "April 10, 2026" or "10 avril 2026". */
export const formatDay = (date: Date, lang: Language): string =>
  new Intl.DateTimeFormat(lang, { dateStyle: 'long', timeZone: 'UTC' }).format(date);

/** A moment to the minute in UTC; the catalogue says "UTC" in the reader's words. */
export const formatMoment = (date: Date, lang: Language): string =>
  new Intl.DateTimeFormat(lang, { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' }).format(date);

/** A paragraph of text, or of lines kept apart; an optional link under it. */
export function htmlParagraph(lines: string | string[], link?: string): string {
  const text = (Array.isArray(lines) ? lines : [lines]).map(escapeHtml).join('<br>');
  const anchor = link ? `${text ? '<br>' : ''}<a href="${escapeHtml(link)}">${escapeHtml(link)}</a>` : '';
  return `<p>${text}${anchor}</p>`;
}

/** The HTML document of a mail: its language and direction (Arabic reads right to left). */
export function htmlMail(lang: Language, paragraphs: string[]): string {
  return [
    `<!doctype html><html lang="${lang}" dir="${directionOf(lang)}"><body style="font-family:sans-serif">`,
    ...paragraphs,
    '</body></html>',
  ].join('');
}
