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
    this.doc.font(script ? font : cell.bold ? 'Helvetica-Bold' : 'Helvetica');
    // One line high: pdfkit would otherwise wrap a word wider than the cell onto the next row.
    const height = this.doc.currentLineHeight(true);
    const options = { width: cell.width, height, align, lineBreak: false, ellipsis: true } as const;
    const shown = script ? visualOrder(clean) : font ? clean : clean.replace(/[^\x20-\xff]/g, '?');
    this.doc.text(shown, left, y, options);
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

/** "Page n of m" under every page, in the reader's words. */
export function numberPages(page: Page, words: (n: number, of: number) => string): void {
  const { doc } = page;
  const range = doc.bufferedPageRange();
  for (let i = 0; i < range.count; i++) {
    doc.switchToPage(range.start + i);
    // Below the bottom margin: without this pdfkit would start a new page for the footer.
    doc.page.margins.bottom = 0;
    doc.fillColor(MUTED).fontSize(7);
    page.text(words(i + 1, range.count), 0, A4[1] - 28, { width: WIDTH, align: 'right' });
  }
}
