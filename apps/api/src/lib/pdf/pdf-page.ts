import { existsSync } from 'node:fs';
import PDFDocument from 'pdfkit';
import { bidiPieces, pieceText, visualPieces, type BidiPiece } from './bidi-pieces.ts';
import { fontFor } from './pdf-fonts.ts';

export const A4: [number, number] = [595.28, 841.89];
export const MARGIN = 40;
export const WIDTH = A4[0] - 2 * MARGIN;
export const BOTTOM = A4[1] - MARGIN - 14;
export const TEAL = '#0f766e';
export const INK = '#0f172a';
export const MUTED = '#52607a';
export const RULE = '#cbd5e1';
/** Helvetica's ascender, in thousandths of the font size (its AFM). */
const HELVETICA_ASCENDER = 718;

/** The regular weight of a bold font file beside it (NotoSansArabic-Regular, DejaVuSans), else the bold. */
function regularOf(bold: string): string {
  for (const file of [bold.replace(/-Bold\.ttf$/, '-Regular.ttf'), bold.replace(/-Bold\.ttf$/, '.ttf')])
    if (file !== bold && existsSync(file)) return file;
  return bold;
}

export interface Cell {
  width: number;
  align?: 'left' | 'right';
}

// Bidi marks Intl puts around Arabic numbers: the PDF lays out words itself and has no glyph for them.
const BIDI_MARKS = /[\u061c\u200e\u200f]/g;
export const withoutBidiMarks = (text: string) => text.replace(BIDI_MARKS, '');
/** Text as the page writes it: no bidi marks, and the thin spaces of French numbers ("18,15 $US") plain, as Helvetica has none. */
const printable = (text: string) => withoutBidiMarks(text).replace(/[\u2009\u202f]/g, '\u00a0');

interface Placed {
  text: string;
  font: string;
  width: number;
}

/**
 * A page laid out in the reader's direction: x runs from the left margin, or for Arabic from the
 * right one, and alignment flips with it, so a right-to-left reader meets the first column first.
 */
export class Page {
  readonly width: number;

  constructor(
    readonly doc: PDFKit.PDFDocument,
    readonly rtl: boolean,
    readonly margin = MARGIN,
  ) {
    this.width = A4[0] - 2 * margin;
  }

  /** The font file (or standard font) a piece is written in, bold or regular. */
  private fontOf(text: string, bold: boolean): string | null {
    const font = fontFor(text);
    if (!font) return null;
    if (font !== 'Helvetica-Bold') return bold ? font : regularOf(font);
    return bold ? 'Helvetica-Bold' : 'Helvetica';
  }

  /** Each piece of a line with its font and width; a script no font here has as question marks. */
  private place(pieces: BidiPiece[], bold: boolean): Placed[] {
    return pieces.map((piece) => {
      let text = pieceText(piece);
      let font = this.fontOf(text, bold);
      if (!font) {
        text = text.replace(/[^\x20-\xff]/g, '?');
        font = bold ? 'Helvetica-Bold' : 'Helvetica';
      }
      // Helvetica lays its words out left to right anyway: plain spaces, as text extraction reads them.
      if (font.startsWith('Helvetica')) text = text.replace(/\u00a0/g, ' ');
      return { text, font, width: this.doc.font(font).widthOfString(text) };
    });
  }

  /** How wide a line is printed (for wrapping). */
  measure(text: string, bold = false): number {
    return this.place(bidiPieces(printable(text), this.rtl || undefined).pieces, bold).reduce(
      (sum, p) => sum + p.width,
      0,
    );
  }

  /**
   * One line of text, each run of one direction in the first font that can write it, laid out
   * from the right when the line is Arabic or Hebrew; what does not fit is cut with an ellipsis.
   */
  text(text: string, x: number, y: number, cell: Cell & { bold?: boolean }): void {
    const align = this.rtl ? (cell.align === 'right' ? 'left' : 'right') : (cell.align ?? 'left');
    const left = this.rtl ? this.margin + this.width - x - cell.width : this.margin + x;
    const line = bidiPieces(printable(text), this.rtl || undefined);
    const placed = this.place(visualPieces(line), cell.bold ?? false);
    const total = placed.reduce((sum, p) => sum + p.width, 0);
    const start = align === 'right' ? left + Math.max(0, cell.width - total) : left;
    // From the start of the line (its right end when right to left), so what is cut is its end.
    let cursor = line.rtl ? start + Math.min(total, cell.width) : start;
    for (const piece of line.rtl ? placed.reverse() : placed) {
      const room = line.rtl ? cursor - left : left + cell.width - cursor;
      if (room < 4) return;
      const width = Math.min(piece.width, room);
      const at = line.rtl ? cursor - width : cursor;
      this.doc.font(piece.font);
      // One line high: pdfkit would otherwise wrap a word wider than the cell onto the next row.
      const height = this.doc.currentLineHeight(true);
      const shift = piece.font.startsWith('Helvetica') ? 0 : this.baselineShift();
      const cut = piece.width > room;
      // Slack where it fits: pdfkit wraps a line that fills its width to the last fraction of a point.
      const options = { width: cut ? width : width + 4, height, lineBreak: false, ellipsis: cut };
      this.doc.text(piece.text, at, y + shift, options);
      cursor = line.rtl ? at : at + width;
    }
  }

  /** Text wrapped onto as many lines as it needs, each `leading` below the last; the y after it. */
  paragraph(text: string, x: number, y: number, cell: Cell & { bold?: boolean; leading: number }): number {
    const words = printable(text).split(/\s+/).filter(Boolean);
    let line = '';
    let top = y;
    for (const word of words) {
      const longer = line ? `${line} ${word}` : word;
      if (line && this.measure(longer, cell.bold) > cell.width) {
        this.text(line, x, top, cell);
        top += cell.leading;
        line = word;
      } else line = longer;
    }
    if (line) this.text(line, x, top, cell);
    return top + cell.leading;
  }

  /**
   * How far to move a line in the current (embedded) font so its baseline meets Helvetica's in the
   * same row: pdfkit places text by the top of its line, and Noto Arabic rises much higher.
   */
  private baselineShift(): number {
    const font = this.doc as unknown as { _font: { ascender: number }; _fontSize: number };
    return ((HELVETICA_ASCENDER - font._font.ascender) / 1000) * font._fontSize;
  }

  /** A row of cells side by side, from the reading start. */
  row(cells: readonly Cell[], texts: readonly string[], y: number, bold = false): void {
    let x = 0;
    cells.forEach((cell, i) => {
      this.text(texts[i] ?? '', x + 2, y, { ...cell, width: cell.width - 4, bold });
      x += cell.width;
    });
  }

  /** A rule across the page, or `width` long from `x` (in reading direction). */
  rule(y: number, x = 0, width = this.width): void {
    const left = this.rtl ? this.margin + this.width - x - width : this.margin + x;
    this.doc
      .moveTo(left, y)
      .lineTo(left + width, y)
      .strokeColor(RULE)
      .stroke();
  }
}

/** A new A4 document whose bytes the promise resolves to once `end()` is called. */
export function newDocument(
  info: PDFKit.DocumentInfo,
  margin = MARGIN,
): { doc: PDFKit.PDFDocument; done: Promise<Buffer> } {
  const doc = new PDFDocument({ size: A4, margin, bufferPages: true, info });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return { doc, done };
}

/** "Page n / m" under every page, the word in the reader's language. */
export function numberPages(page: Page, word: string): void {
  const { doc } = page;
  const range = doc.bufferedPageRange();
  for (let i = 0; i < range.count; i++) {
    doc.switchToPage(range.start + i);
    // Below the bottom margin: without this pdfkit would start a new page for the footer.
    doc.page.margins.bottom = 0;
    doc.fillColor(MUTED).fontSize(7);
    page.text(word, page.width - 122, A4[1] - 28, { width: 80, align: 'right' });
    page.text(`${i + 1} / ${range.count}`, page.width - 40, A4[1] - 28, { width: 40 });
  }
}
