// Percentages and hours are typed with up to two decimals and sent as integers in hundredths
// (12.5 % -> 1250 basis points, 7.5 h -> 750), converted on the text so no float is involved.

const ARABIC_INDIC = /[\u0660-\u0669\u06f0-\u06f9]/g;

/** Arabic-Indic and Persian digits as ASCII, the Arabic decimal separator as a point. */
function asciiDigits(text: string): string {
  return text
    .replace(ARABIC_INDIC, (digit) => String((digit.charCodeAt(0) & 0xf) % 10))
    .replace(/\u066b/g, '.')
    .trim();
}

/**
 * "12.5", "12,5" or "12" as hundredths (1250, 1250, 1200); null for an empty text; undefined
 * for what is not a number with at most two decimals.
 */
export function parseHundredths(text: string): number | null | undefined {
  const clean = asciiDigits(text);
  if (clean === '') return null;
  const match = /^(\d{1,6})(?:[.,](\d{0,2}))?$/.exec(clean);
  if (!match) return undefined;
  const whole = Number(match[1]);
  const fraction = Number((match[2] ?? '').padEnd(2, '0'));
  return whole * 100 + fraction;
}

/** The decimal separator of a language ("." in English, "," in German, "٫" in Arabic). */
export function decimalSeparator(language: string): string {
  const part = new Intl.NumberFormat(language).formatToParts(1.5).find((p) => p.type === 'decimal');
  return part?.value ?? '.';
}

/** 1250 -> "12.5" (or "12,5"), 1200 -> "12": hundredths back as the text a person would type. */
export function hundredthsText(value: number, separator = '.'): string {
  const whole = Math.trunc(value / 100);
  const fraction = String(value % 100)
    .padStart(2, '0')
    .replace(/0+$/, '');
  return fraction ? `${whole}${separator}${fraction}` : String(whole);
}

/** Hundredths shown in the reader's language with their own digits (Arabic: ١٢٫٥). */
export function formatHundredths(value: number, language: string): string {
  const whole = Math.trunc(value / 100);
  const fraction = value % 100;
  const format = new Intl.NumberFormat(language, { useGrouping: false });
  const wholeText = format.format(whole);
  if (fraction === 0) return wholeText;
  const digits = String(fraction).padStart(2, '0').replace(/0+$/, '');
  const fractionText = [...digits].map((d) => format.format(Number(d))).join('');
  return `${wholeText}${decimalSeparator(language)}${fractionText}`;
}
