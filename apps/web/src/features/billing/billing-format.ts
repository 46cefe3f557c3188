import i18next, { type TFunction } from 'i18next';
import type { z } from 'zod';
import type { promoSummary } from '@opentip/shared/schemas/billing.schema';
import { formatMoney } from '@/ui/money';

export type PromoSummary = z.infer<typeof promoSummary>;

const DAY_MS = 24 * 60 * 60 * 1000;

/** "24 November 2026" in the reader's language. */
export function formatDay(iso: string, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'long' }).format(new Date(iso));
}

/** "Nov 24, 2026": for lists, where a long date would wrap. */
export function formatShortDay(iso: string, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium' }).format(new Date(iso));
}

/** Whole days until a moment, counting a part of a day as a day; never below zero. */
export function daysUntil(iso: string, now: Date = new Date()): number {
  return Math.max(0, Math.ceil((new Date(iso).getTime() - now.getTime()) / DAY_MS));
}

/** "20% off the first period", "$5.00 off the first period", "the first 2 months free". */
export function promoEffect(t: TFunction, promo: PromoSummary, language: string): string {
  switch (promo.kind) {
    case 'percent':
      return t('promo.percent', { value: promo.value });
    case 'amount':
      return t('promo.amount', { amount: formatMoney(promo.value, promo.currency ?? 'USD', language) });
    case 'freeMonths':
      return t('promo.freeMonths', { count: promo.value });
  }
}

/**
 * Text of its own direction inside a translated sentence: in Arabic "Visa •••• 4242" would else be
 * reordered into "4242 •••• Visa" (a first-strong isolate in right-to-left languages, as Money does).
 */
export function isolate(text: string, language: string): string {
  return i18next.dir(language) === 'rtl' ? `\u2068${text}\u2069` : text;
}

/** "Visa •••• 4242" */
export function cardLabel(card: { brand: string; last4: string }): string {
  const brand = card.brand.charAt(0).toUpperCase() + card.brand.slice(1);
  return `${brand} •••• ${card.last4}`;
}

/** A card past the last day of its expiry month cannot pay any more. */
export function isExpired(card: { expMonth: number; expYear: number }, now = new Date()): boolean {
  return card.expYear * 12 + card.expMonth < now.getFullYear() * 12 + now.getMonth() + 1;
}
