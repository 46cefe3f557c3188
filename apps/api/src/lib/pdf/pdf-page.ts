import PDFDocument from 'pdfkit';
import { measureLine, printable, writeLine } from './pdf-line.ts';

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
  readonly width: number;

  constructor(
    readonly doc: PDFKit.PDFDocument,
    readonly rtl: boolean,
    readonly margin = MARGIN,
  ) {
    this.width = A4[0] - 2 * margin;
  }

  /** How wide a line is printed (for wrapping). */
  measure(text: string, bold = false): number {
    return measureLine(this.doc, text, { bold, rtl: this.rtl || undefined });
  }

  /**
   * One line of text in a cell, x and alignment from the reading start (see `writeLine`); what
   * does not fit is cut with an ellipsis.
   */
  text(text: string, x: number, y: number, cell: Cell & { bold?: boolean }): void {
    const align = this.rtl ? (cell.align === 'right' ? 'left' : 'right') : (cell.align ?? 'left');
    const left = this.rtl ? this.margin + this.width - x - cell.width : this.margin + x;
    writeLine(this.doc, text, y, {
      left,
      width: cell.width,
      align,
      bold: cell.bold,
      rtl: this.rtl || undefined,
    });
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
