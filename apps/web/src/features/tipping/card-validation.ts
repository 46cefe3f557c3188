import type { MessageKey } from '@opentip/shared/messages';

export interface CardInput {
  number: string;
  month: string;
  year: string;
  cvc: string;
  name: string;
}
export type CardErrors = Partial<Record<keyof CardInput, MessageKey>>;
export type CardBrand = 'amex' | 'visa' | 'mastercard' | 'discover' | 'other';

export const digitsOf = (text: string) => text.replace(/\D/g, '');

/** The checksum every card number carries: a mistyped digit fails it before anything is sent. */
export function passesLuhn(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

export function brandOf(digits: string): CardBrand {
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^4/.test(digits)) return 'visa';
  if (/^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/.test(digits)) return 'mastercard';
  if (/^(6011|65|64[4-9])/.test(digits)) return 'discover';
  return 'other';
}

/** "4242424242424242" -> "4242 4242 4242 4242"; American Express as 4-6-5. */
export function formatCardNumber(text: string): string {
  const digits = digitsOf(text).slice(0, 19);
  const groups = brandOf(digits) === 'amex' ? [4, 6, 5] : [4, 4, 4, 4, 3];
  const parts: string[] = [];
  let at = 0;
  for (const size of groups) {
    if (at >= digits.length) break;
    parts.push(digits.slice(at, at + size));
    at += size;
  }
  return parts.join(' ');
}

/** Two-digit years are this century's. */
export function fullYear(text: string): number | null {
  const digits = text.trim();
  if (/^\d{2}$/.test(digits)) return 2000 + Number(digits);
  if (/^\d{4}$/.test(digits)) return Number(digits);
  return null;
}

/** SPEC 5: "Please enter valid card number / month / year / cvv", and a name on the card. */
export function validateCard(card: CardInput, now = new Date()): CardErrors {
  const errors: CardErrors = {};
  const digits = digitsOf(card.number);
  if (!passesLuhn(digits) || /[^\d\s-]/.test(card.number)) errors.number = 'cardNumberInvalid';

  const month = /^\d{1,2}$/.test(card.month.trim()) ? Number(card.month) : NaN;
  if (!(month >= 1 && month <= 12)) errors.month = 'cardMonthInvalid';
  const year = fullYear(card.year);
  const thisYear = now.getFullYear();
  if (year === null || year < thisYear || year > thisYear + 25) errors.year = 'cardYearInvalid';
  else if (!errors.month && year === thisYear && month < now.getMonth() + 1)
    errors.month = 'cardMonthInvalid';

  const cvcLength = brandOf(digits) === 'amex' ? 4 : 3;
  if (!new RegExp(`^\\d{${cvcLength}}$`).test(card.cvc.trim())) errors.cvc = 'cardCvvInvalid';

  const name = card.name.trim();
  if (!name || name.length > 100) errors.name = 'nameInvalid';
  return errors;
}
