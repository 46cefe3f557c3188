import { existsSync } from 'node:fs';
import { bidiPieces, pieceText, visualPieces, type BidiPiece } from './bidi-pieces.ts';
import { fontFor } from './pdf-fonts.ts';

/** Helvetica's ascender, in thousandths of the font size (its AFM). */
const HELVETICA_ASCENDER = 718;

/** The regular weight of a bold font file beside it (NotoSansArabic-Regular, DejaVuSans), else the bold. */
function regularOf(bold: string): string {
  for (const file of [bold.replace(/-Bold\.ttf$/, '-Regular.ttf'), bold.replace(/-Bold\.ttf$/, '.ttf')])
    if (file !== bold && existsSync(file)) return file;
  return bold;
}

// Bidi marks Intl puts around Arabic numbers: the PDF lays out words itself and has no glyph for them.
const BIDI_MARKS = /[\u061c\u200e\u200f]/g;
export const withoutBidiMarks = (text: string) => text.replace(BIDI_MARKS, '');
/** Text as the page writes it: no bidi marks, and the thin spaces of French numbers ("18,15 $US") plain, as Helvetica has none. */
export const printable = (text: string) => withoutBidiMarks(text).replace(/[\u2009\u202f]/g, '\u00a0');

interface Placed {
  text: string;
  font: string;
  width: number;
}

/** Where a line goes: its box on the page, and whether the page reads right to left. */
export interface LineBox {
  left: number;
  width: number;
  align: 'left' | 'right' | 'center';
  bold?: boolean;
  /** The line's direction: right to left on an Arabic page; else (undefined) its first letter's. */
  rtl?: boolean;
}

/** The font file (or standard font) a piece is written in, bold or regular. */
function fontOf(text: string, bold: boolean): string | null {
  const font = fontFor(text);
  if (!font) return null;
  if (font !== 'Helvetica-Bold') return bold ? font : regularOf(font);
  return bold ? 'Helvetica-Bold' : 'Helvetica';
}

/** Each piece of a line with its font and width; a script no font here has as question marks. */
function place(doc: PDFKit.PDFDocument, pieces: BidiPiece[], bold: boolean): Placed[] {
  return pieces.map((piece) => {
    let text = pieceText(piece);
    let font = fontOf(text, bold);
    if (!font) {
      text = text.replace(/[^\x20-\xff]/g, '?');
      font = bold ? 'Helvetica-Bold' : 'Helvetica';
    }
    // Helvetica lays its words out left to right anyway: plain spaces, as text extraction reads them.
    if (font.startsWith('Helvetica')) text = text.replace(/\u00a0/g, ' ');
    return { text, font, width: doc.font(font).widthOfString(text) };
  });
}

/**
 * How far to move a line in the current (embedded) font so its baseline meets Helvetica's in the
 * same row: pdfkit places text by the top of its line, and Noto Arabic rises much higher.
 */
function baselineShift(doc: PDFKit.PDFDocument): number {
  const font = doc as unknown as { _font: { ascender: number }; _fontSize: number };
  return ((HELVETICA_ASCENDER - font._font.ascender) / 1000) * font._fontSize;
}

/** How wide a line is printed, in the current font size. */
export function measureLine(
  doc: PDFKit.PDFDocument,
  text: string,
  box: Pick<LineBox, 'bold' | 'rtl'>,
): number {
  const line = bidiPieces(printable(text), box.rtl);
  return place(doc, line.pieces, box.bold ?? false).reduce((sum, p) => sum + p.width, 0);
}

/**
 * One line of text, each run of one direction (bidi-pieces.ts) in the first font that can write
 * it, in the order the page shows them, from the right when the line is right to left; what does
 * not fit the box is cut at the line's end with an ellipsis.
 */
export function writeLine(doc: PDFKit.PDFDocument, text: string, y: number, box: LineBox): void {
  const { left } = box;
  const line = bidiPieces(printable(text), box.rtl);
  const placed = place(doc, visualPieces(line), box.bold ?? false);
  const total = placed.reduce((sum, p) => sum + p.width, 0);
  const spare = Math.max(0, box.width - total);
  const start = left + (box.align === 'right' ? spare : box.align === 'center' ? spare / 2 : 0);
  // From the start of the line (its right end when right to left), so what is cut is its end.
  let cursor = line.rtl ? start + Math.min(total, box.width) : start;
  for (const piece of line.rtl ? placed.reverse() : placed) {
    const room = line.rtl ? cursor - left : left + box.width - cursor;
    if (room < 4) return;
    const width = Math.min(piece.width, room);
    const at = line.rtl ? cursor - width : cursor;
    doc.font(piece.font);
    // One line high: pdfkit would otherwise wrap a word wider than the box onto the next row.
    const height = doc.currentLineHeight(true);
    const shift = piece.font.startsWith('Helvetica') ? 0 : baselineShift(doc);
    const cut = piece.width > room;
    // Slack where it fits: pdfkit wraps a line that fills its width to the last fraction of a point.
    const options = { width: cut ? width : width + 4, height, lineBreak: false, ellipsis: cut };
    doc.text(piece.text, at, y + shift, options);
    cursor = line.rtl ? at : at + width;
  }
}
