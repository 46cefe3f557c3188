import { describe, expect, it } from 'vitest';
import { bidiPieces, pieceText, visualPieces } from './bidi-pieces.ts';

const shown = (text: string, rtl?: boolean) => visualPieces(bidiPieces(text, rtl)).map((piece) => piece.text);

describe('a printed line in both directions', () => {
  it('keeps figures, codes and Latin words in one left-to-right run inside Arabic', () => {
    expect(bidiPieces('رمز الخصم HALFOFF: خصم 50% على').pieces).toEqual([
      { text: 'رمز', rtl: true },
      { text: ' ', rtl: true },
      { text: 'الخصم', rtl: true },
      { text: ' ', rtl: true },
      { text: 'HALFOFF', rtl: false },
      { text: ': ', rtl: true },
      { text: 'خصم', rtl: true },
      { text: ' ', rtl: true },
      { text: '50%', rtl: false },
      { text: ' ', rtl: true },
      { text: 'على', rtl: true },
    ]);
  });

  it('lays an Arabic line out from the right: its first word rightmost, figures read left to right', () => {
    expect(shown('من 2026-03-10 إلى 2026-04-10')).toEqual([
      '2026-04-10',
      ' ',
      'إلى',
      ' ',
      '2026-03-10',
      ' ',
      'من',
    ]);
    // On an Arabic page a line that starts in Latin letters is still right to left.
    expect(shown('OpenTip Business، الخطة الشهرية', true)).toEqual([
      'الشهرية',
      ' ',
      'الخطة',
      ' ',
      '،',
      'OpenTip Business',
    ]);
    expect(shown('41.15 US$', true)).toEqual(['41.15 US$']);
  });

  it('keeps an English line as it is, an Arabic name inside it turned around as a whole', () => {
    expect(shown('Tips 3')).toEqual(['Tips 3']);
    expect(shown('Team مقهى الفجر', false)).toEqual(['Team ', 'الفجر', ' ', 'مقهى']);
  });

  it('turns right-to-left punctuation around itself, mirrored (the font does so only for letters)', () => {
    expect(pieceText({ text: ' (', rtl: true })).toBe(')\u00a0');
    expect(pieceText({ text: 'مقهى الفجر', rtl: true })).toBe('مقهى\u00a0الفجر');
  });
});
