import PDFDocument from 'pdfkit';
import { toMajorString } from '@opentip/shared/money';
import type { Language } from '@opentip/shared/occupations';
import type { InvoiceWords } from '../../integrations/mail/locales/mail-words.ts';
import { MAIL_WORDS } from '../../integrations/mail/mail-locale.ts';
import { fontFor, visualOrder } from '../qr/qr-card.pdf.ts';
import type { InvoiceSheet } from './invoice-sheet.ts';

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 48;
const WIDTH = A4[0] - 2 * MARGIN;
const TEAL = '#0f766e';
const INK = '#0f172a';
const MUTED = '#52607a';
const RULE = '#cbd5e1';

const money = (amount: number, currency: string) =>
  `${amount < 0 ? '-' : ''}${toMajorString(Math.abs(amount), currency)} ${currency}`;
const percent = (bps: number) => `${(bps / 100).toFixed(bps % 100 === 0 ? 0 : 2)} %`;

/** Text in the first font that can write it (the buyer's name and address may be in any script). */
function write(doc: PDFKit.PDFDocument, text: string, x: number, y: number, width: number, bold = false) {
  const font = fontFor(text);
  const latin = font === 'Helvetica-Bold';
  doc
    .font(latin || !font ? (bold ? 'Helvetica-Bold' : 'Helvetica') : font)
    .text(font ? visualOrder(text) : text.replace(/[^\x20-\xff]/g, '?'), x, y, {
      width,
      lineBreak: false,
      ellipsis: true,
    });
}

/**
 * A label or sentence in the reader's language: Helvetica (wrapping) for Latin text, else the
 * script's font on one line, as `write` does.
 */
function say(
  doc: PDFKit.PDFDocument,
  text: string,
  x: number,
  y: number,
  options: { width: number; align?: 'left' | 'right'; bold?: boolean },
) {
  const font = fontFor(text);
  const { width, align } = options;
  if (font && font !== 'Helvetica-Bold') {
    doc.font(font).text(visualOrder(text), x, y, { width, align, lineBreak: false, ellipsis: true });
    return;
  }
  doc
    .font(options.bold ? 'Helvetica-Bold' : 'Helvetica')
    .text(font ? text : text.replace(/[^\x20-\xff]/g, '?'), x, y, { width, align });
}

function drawParties(doc: PDFKit.PDFDocument, sheet: InvoiceSheet, w: InvoiceWords): number {
  const half = WIDTH / 2 - 10;
  const right = MARGIN + WIDTH / 2 + 10;
  doc.fillColor(MUTED).fontSize(8);
  say(doc, w.from, MARGIN, 84, { width: half, bold: true });
  say(doc, w.invoice, right, 84, { width: half, bold: true });
  doc.fillColor(INK).fontSize(11);
  write(doc, sheet.seller.name, MARGIN, 98, half, true);
  let y = 114;
  doc.fontSize(9);
  for (const line of sheet.seller.addressLines) {
    write(doc, line, MARGIN, y, half);
    y += 12;
  }
  if (sheet.seller.taxId) {
    say(doc, w.taxId(sheet.seller.taxId), MARGIN, y, { width: half });
    y += 12;
  }
  const facts: [string, string][] = [
    [w.number, sheet.number],
    [w.issued, sheet.issuedOn],
    [w.period, w.range(sheet.period.start, sheet.period.end)],
    [w.currency, sheet.currency],
    [w.status, w.statusText[sheet.status]],
  ];
  let factY = 98;
  for (const [label, value] of facts) {
    doc.fillColor(MUTED).fontSize(9);
    say(doc, label, right, factY, { width: 60 });
    doc.fillColor(INK);
    say(doc, value, right + 62, factY, { width: half - 62, bold: true });
    factY += 14;
  }
  y = Math.max(y, factY) + 16;
  doc.fillColor(MUTED).fontSize(8);
  say(doc, w.billTo, MARGIN, y, { width: WIDTH, bold: true });
  doc.fillColor(INK).fontSize(11);
  write(doc, sheet.buyer.name, MARGIN, y + 14, WIDTH, true);
  y += 30;
  doc.fontSize(9);
  for (const line of sheet.buyer.addressLines) {
    write(doc, line, MARGIN, y, WIDTH);
    y += 12;
  }
  return y + 20;
}

function drawLines(doc: PDFKit.PDFDocument, sheet: InvoiceSheet, top: number, w: InvoiceWords): number {
  const amountX = MARGIN + WIDTH - 140;
  doc.fillColor(MUTED).fontSize(8);
  say(doc, w.description, MARGIN, top, { width: WIDTH - 150, bold: true });
  say(doc, w.amount, amountX, top, { width: 140, align: 'right', bold: true });
  let y = top + 14;
  doc
    .moveTo(MARGIN, y)
    .lineTo(MARGIN + WIDTH, y)
    .strokeColor(RULE)
    .stroke();
  y += 8;
  doc.fillColor(INK).font('Helvetica').fontSize(10);
  for (const line of sheet.lines) {
    say(doc, line.description, MARGIN, y, { width: WIDTH - 150 });
    doc
      .font('Helvetica')
      .text(money(line.amount, sheet.currency), amountX, y, { width: 140, align: 'right' });
    y += 20;
  }
  doc
    .moveTo(MARGIN, y)
    .lineTo(MARGIN + WIDTH, y)
    .strokeColor(RULE)
    .stroke();
  y += 10;
  const paid = sheet.status === 'paid';
  doc.fontSize(11);
  say(doc, paid ? w.totalPaid : w.totalDue, MARGIN, y, { width: WIDTH - 150, bold: true });
  doc
    .font('Helvetica-Bold')
    .text(money(sheet.total, sheet.currency), amountX, y, { width: 140, align: 'right' });
  y += 18;
  if (sheet.tax) {
    doc.fillColor(MUTED).fontSize(9);
    say(doc, w.taxIncluded(sheet.tax.name, percent(sheet.tax.rateBps)), MARGIN, y, { width: WIDTH - 150 });
    doc
      .font('Helvetica')
      .text(money(sheet.tax.amount, sheet.currency), amountX, y, { width: 140, align: 'right' });
    y += 16;
  }
  return y;
}

/** One subscription payment as a print-ready A4 invoice: seller, buyer, number, period, lines, total, tax. */
export function invoicePdf(sheet: InvoiceSheet, lang: Language = 'en'): Promise<Buffer> {
  const w = MAIL_WORDS[lang].invoice;
  const doc = new PDFDocument({
    size: A4,
    margin: MARGIN,
    info: {
      Title: w.title(sheet.number),
      Author: sheet.seller.name,
      Subject: `OpenTip Business ${w.range(sheet.period.start, sheet.period.end)}`,
      CreationDate: new Date(`${sheet.issuedOn}T00:00:00Z`),
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.rect(0, 0, A4[0], 60).fill(TEAL);
  doc.fillColor('#ffffff').font('Helvetica-Bold').fontSize(18).text('OpenTip', MARGIN, 16);
  doc.fontSize(12);
  say(doc, w.title(sheet.number), MARGIN, 22, { width: WIDTH, align: 'right' });
  const y = drawLines(doc, sheet, drawParties(doc, sheet, w), w);
  doc.fillColor(MUTED).fontSize(8);
  const note = sheet.status === 'paid' ? w.paidNote : w.dueNote;
  say(doc, w.allAmountsIn(sheet.currency), MARGIN, y + 24, { width: WIDTH });
  say(doc, note, MARGIN, y + 36, { width: WIDTH });
  doc.end();
  return done;
}
