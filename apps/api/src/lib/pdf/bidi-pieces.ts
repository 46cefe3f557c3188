/** A run of one line written in one direction, in reading (logical) order. */
export interface BidiPiece {
  text: string;
  rtl: boolean;
}

const RTL_LETTER = /[\p{Script=Arabic}\p{Script=Hebrew}]/u;
const STRONG = /[\p{L}\p{N}]/u;
const DIGIT = /\p{N}/u;
const LATIN_LETTER = /\p{Script=Latin}/u;
/** Signs that belong to the number beside them: "50%", "#3", "-14.50", "$19". */
const NUMBER_SIGN = /[%#+\-\p{Sc}]/u;
const MIRRORED: Record<string, string> = { '(': ')', ')': '(', '[': ']', ']': '[', '<': '>', '>': '<' };

type Direction = 'L' | 'R' | 'N';

function directionOf(chars: string[], i: number): Direction {
  const char = chars[i] ?? '';
  if (RTL_LETTER.test(char) && !DIGIT.test(char)) return 'R';
  if (STRONG.test(char)) return 'L';
  const touchesDigit = DIGIT.test(chars[i - 1] ?? '') || DIGIT.test(chars[i + 1] ?? '');
  if (NUMBER_SIGN.test(char) && touchesDigit) return 'L';
  // A currency sign after a Latin code ("US$") belongs to it.
  return /\p{Sc}/u.test(char) && LATIN_LETTER.test(chars[i - 1] ?? '') ? 'L' : 'N';
}

/**
 * The Unicode bidirectional algorithm as far as one printed line needs it: numbers and Latin
 * words are left-to-right runs, Arabic and Hebrew words right-to-left ones; spaces and punctuation
 * between two runs of one direction join them, anywhere else they follow the line's direction:
 * `rtl` when given (an Arabic page), else its first strong letter's. The PDF fonts shape a word
 * of Arabic and lay it out right to left, figures and Latin letters included, so each Arabic word
 * and each left-to-right run is a piece of its own, and so is the punctuation between them.
 */
export function bidiPieces(text: string, rtl?: boolean): { rtl: boolean; pieces: BidiPiece[] } {
  const chars = [...text];
  const directions = chars.map((_, i) => directionOf(chars, i));
  const base = rtl === undefined ? (directions.find((d) => d !== 'N') ?? 'L') : rtl ? 'R' : 'L';
  const kinds = directions.map((d, i) => {
    if (d !== 'N') return d;
    // A combining mark (an Arabic vowel sign) belongs to its letter.
    if (/\p{M}/u.test(chars[i] ?? '') && i > 0) return directions[i - 1] ?? 'N';
    const before = directions.slice(0, i).findLast((x) => x !== 'N');
    const after = directions.slice(i + 1).find((x) => x !== 'N');
    // Right-to-left punctuation is a piece apart from the words, Latin-1 (the Arabic font has no
    // '%' or ')') apart from the rest.
    const neutral = /[\x20-\x7e\xa0-\xff]/.test(chars[i] ?? '') ? 'n' : 'N';
    return before && before === after ? (before === 'L' ? 'L' : neutral) : base === 'L' ? 'L' : neutral;
  });
  const pieces: (BidiPiece & { kind: string })[] = [];
  chars.forEach((char, i) => {
    const kind = kinds[i] ?? 'n';
    const last = pieces.at(-1);
    if (last && last.kind === kind) last.text += char;
    else pieces.push({ text: char, rtl: kind !== 'L', kind });
  });
  return { rtl: base === 'R', pieces: pieces.map(({ text, rtl }) => ({ text, rtl })) };
}

/**
 * A piece's text as the PDF font is to be given it: spaces non-breaking (pdfkit's line breaker
 * would lay the words out left to right and drop the spaces), and a right-to-left piece with no
 * letter the font turns around itself (a space, a colon, a bracket) turned around and mirrored.
 */
export function pieceText(piece: BidiPiece): string {
  const text = piece.text.replace(/\s/g, '\u00a0');
  if (!piece.rtl || RTL_LETTER.test(text)) return text;
  return [...text]
    .reverse()
    .map((char) => MIRRORED[char] ?? char)
    .join('');
}

/**
 * The pieces from left to right, as the page shows them (the algorithm's rule L2): left-to-right
 * runs at an even level, right-to-left ones at an odd one, each run of a level or higher reversed.
 */
export function visualPieces(line: { rtl: boolean; pieces: BidiPiece[] }): BidiPiece[] {
  const levels = line.pieces.map((piece) => (piece.rtl ? 1 : line.rtl ? 2 : 0));
  const order = line.pieces.map((_, i) => i);
  for (let level = Math.max(0, ...levels); level >= 1; level--) {
    let i = 0;
    while (i < order.length) {
      if ((levels[order[i]!] ?? 0) < level) {
        i++;
        continue;
      }
      let j = i;
      while (j < order.length && (levels[order[j]!] ?? 0) >= level) j++;
      order.splice(i, j - i, ...order.slice(i, j).reverse());
      i = j;
    }
  }
  return order.map((i) => line.pieces[i]!);
}
