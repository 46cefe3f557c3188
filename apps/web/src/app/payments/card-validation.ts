import type { MessageKey } from '@opentip/shared/messages';

export interface CardInput {
  number: string;
  /** One MM/YY field, as browsers and password managers fill it ("12/29", "1229", "12 / 2029"). */
  expiry: string;
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

/** "12/29", "1229", "12 / 2029", "1/29" -> month "12" / "1" and year "29" / "2029", as typed. */
export function splitExpiry(text: string): { month: string; year: string } {
  const trimmed = text.trim();
  if (trimmed.includes('/')) {
    const [month = '', ...rest] = trimmed.split('/');
    return { month: month.trim(), year: rest.join('/').trim() };
  }
  const digits = trimmed.replace(/\s/g, '');
  return { month: digits.slice(0, 2), year: digits.slice(2) };
}

/**
 * The expiry field as the giver types: digits only, the slash put in after the month ("1" -> "1",
 * "12" -> "12/", "5" -> "05/", "1229" -> "12/29"). `previous` tells typing from deleting, so a
 * backspace over the slash is not undone.
 */
export function formatExpiry(text: string, previous = ''): string {
  const growing = text.length > previous.length;
  if (text.includes('/')) {
    const [monthPart = '', ...rest] = text.split('/');
    let month = digitsOf(monthPart).slice(0, 2);
    const year = digitsOf(rest.join('')).slice(0, 4);
    if (month.length === 1 && (year || growing) && month !== '0') month = `0${month}`;
    return month ? `${month}/${year}` : year;
  }
  const digits = digitsOf(text).slice(0, 6);
  if (digits.length === 1 && growing && digits > '1') return `0${digits}/`;
  if (digits.length === 2 && growing) return `${digits}/`;
  if (digits.length > 2) return `${digits.slice(0, 2)}/${digits.slice(2)}`;
  return digits;
}

/** The expiry as the tokenizer takes it: month 1-12 and a four-digit year, or null when unreadable. */
export function expiryOf(text: string): { expMonth: number; expYear: number } | null {
  const { month, year } = splitExpiry(text);
  const full = fullYear(year);
  if (!/^\d{1,2}$/.test(month) || full === null) return null;
  return { expMonth: Number(month), expYear: full };
}

/**
 * SPEC 5: "Please enter valid card number / month / year / cvv", and a name on the card. The one
 * expiry field says which part is wrong (the month first, else the year), or that the card has
 * expired when it names a month already past.
 */
export function validateCard(card: CardInput, now = new Date()): CardErrors {
  const errors: CardErrors = {};
  const digits = digitsOf(card.number);
  if (!passesLuhn(digits) || /[^\d\s-]/.test(card.number)) errors.number = 'cardNumberInvalid';

  const parts = splitExpiry(card.expiry);
  const month = /^\d{1,2}$/.test(parts.month) ? Number(parts.month) : NaN;
  const year = fullYear(parts.year);
  const thisYear = now.getFullYear();
  if (!(month >= 1 && month <= 12)) errors.expiry = 'cardMonthInvalid';
  else if (year === null || year > thisYear + 25) errors.expiry = 'cardYearInvalid';
  // A past month is a real date, not a typo: say the card is out of date, not that the year is wrong.
  else if (year < thisYear || (year === thisYear && month < now.getMonth() + 1))
    errors.expiry = 'cardExpiredEntry';

  const cvcLength = brandOf(digits) === 'amex' ? 4 : 3;
  if (!new RegExp(`^\\d{${cvcLength}}$`).test(card.cvc.trim())) errors.cvc = 'cardCvvInvalid';

  const name = card.name.trim();
  if (!name || name.length > 100) errors.name = 'nameInvalid';
  return errors;
}
