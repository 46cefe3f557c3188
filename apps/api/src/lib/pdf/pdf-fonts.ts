import { existsSync } from 'node:fs';

// The 14 standard PDF fonts cover Latin-1 only; other scripts need a font file from the machine.
const FONT_DIR = '/usr/share/fonts/truetype';
const ARABIC_FONT = `${FONT_DIR}/noto/NotoSansArabic-Bold.ttf`;
const WIDE_FONT = `${FONT_DIR}/dejavu/DejaVuSans-Bold.ttf`;
/** What the standard fonts write: Latin-1, and the euro sign (WinAnsi has it). */
const LATIN_1 = /^[\x20-\x7e\xa0-\xff\u20ac]*$/;
const ARABIC_ONLY = /^[\p{Script=Arabic}\s\p{P}\p{N}]*$/u;
/**
 * What the wide font can write: a name in any other script (CJK, Thai...) would print as boxes.
 * Currency signs too: an amount as a French or German reader writes it ("12,50 €").
 */
const WIDE_SCRIPTS =
  /^[\p{Script=Latin}\p{Script=Greek}\p{Script=Cyrillic}\p{Script=Arabic}\p{Script=Hebrew}\p{M}\p{N}\p{P}\p{Sc}\s]*$/u;

/** The font for a text, or null when this machine has none that can write it. */
export function fontFor(text: string): string | null {
  if (LATIN_1.test(text)) return 'Helvetica-Bold';
  const file = ARABIC_ONLY.test(text) ? ARABIC_FONT : WIDE_SCRIPTS.test(text) ? WIDE_FONT : null;
  return file && existsSync(file) ? file : null;
}
