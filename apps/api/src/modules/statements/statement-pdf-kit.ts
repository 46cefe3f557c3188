import { existsSync } from 'node:fs';
import PDFDocument from 'pdfkit';
import { fontFor, visualOrder } from '../qr/qr-card.pdf.ts';
import { withoutBidiMarks } from './statement-locale.ts';

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

/**
 * A page laid out in the reader's direction: x runs from the left margin, or for Arabic from the
 * right one, and alignment flips with it, so a right-to-left reader meets the first column first.
 */
export class Page {
  constructor(
    readonly doc: PDFKit.PDFDocument,
    readonly rtl: boolean,
  ) {}

  /** One line of text in the first font that can write it, cut with an ellipsis when too long. */
  text(text: string, x: number, y: number, cell: Cell & { bold?: boolean }): void {
    const clean = withoutBidiMarks(text);
    const font = fontFor(clean);
    const align = this.rtl ? (cell.align === 'right' ? 'left' : 'right') : (cell.align ?? 'left');
    const left = this.rtl ? MARGIN + WIDTH - x - cell.width : MARGIN + x;
    const script = font && font !== 'Helvetica-Bold';
    this.doc.font(script ? (cell.bold ? font : regularOf(font)) : cell.bold ? 'Helvetica-Bold' : 'Helvetica');
    // One line high: pdfkit would otherwise wrap a word wider than the cell onto the next row.
    const height = this.doc.currentLineHeight(true);
    const options = { width: cell.width, height, align, lineBreak: false, ellipsis: true } as const;
    const shown = script ? visualOrder(clean) : font ? clean : clean.replace(/[^\x20-\xff]/g, '?');
    this.doc.text(shown, left, script ? y + this.baselineShift() : y, options);
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

  rule(y: number): void {
    this.doc
      .moveTo(MARGIN, y)
      .lineTo(MARGIN + WIDTH, y)
      .strokeColor(RULE)
      .stroke();
  }
}

/** A new A4 document whose bytes the promise resolves to once `end()` is called. */
export function newDocument(info: PDFKit.DocumentInfo): { doc: PDFKit.PDFDocument; done: Promise<Buffer> } {
  const doc = new PDFDocument({ size: A4, margin: MARGIN, bufferPages: true, info });
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
    page.text(word, WIDTH - 122, A4[1] - 28, { width: 80, align: 'right' });
    page.text(`${i + 1} / ${range.count}`, WIDTH - 40, A4[1] - 28, { width: 40 });
  }
}
