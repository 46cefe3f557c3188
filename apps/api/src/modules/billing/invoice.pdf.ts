import PDFDocument from 'pdfkit';
import { toMajorString } from '@opentip/shared/money';
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
const STATUS_TEXT: Record<InvoiceSheet['status'], string> = {
  paid: 'Paid',
  failed: 'Payment failed: amount due',
  open: 'Open: amount due',
  void: 'Void',
};

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

function drawParties(doc: PDFKit.PDFDocument, sheet: InvoiceSheet): number {
  const half = WIDTH / 2 - 10;
  const right = MARGIN + WIDTH / 2 + 10;
  doc.fillColor(MUTED).font('Helvetica-Bold').fontSize(8).text('FROM', MARGIN, 84).text('INVOICE', right, 84);
  doc.fillColor(INK).fontSize(11);
  write(doc, sheet.seller.name, MARGIN, 98, half, true);
  let y = 114;
  doc.fontSize(9);
  for (const line of sheet.seller.addressLines) {
    write(doc, line, MARGIN, y, half);
    y += 12;
  }
  if (sheet.seller.taxId) {
    doc.font('Helvetica').text(`Tax ID ${sheet.seller.taxId}`, MARGIN, y, { width: half });
    y += 12;
  }
  const facts: [string, string][] = [
    ['Number', sheet.number],
    ['Issued', sheet.issuedOn],
    ['Period', `${sheet.period.start} to ${sheet.period.end}`],
    ['Currency', sheet.currency],
    ['Status', STATUS_TEXT[sheet.status]],
  ];
  let factY = 98;
  for (const [label, value] of facts) {
    doc.fillColor(MUTED).font('Helvetica').fontSize(9).text(label, right, factY, { width: 60 });
    doc
      .fillColor(INK)
      .font('Helvetica-Bold')
      .text(value, right + 62, factY, { width: half - 62 });
    factY += 14;
  }
  y = Math.max(y, factY) + 16;
  doc.fillColor(MUTED).font('Helvetica-Bold').fontSize(8).text('BILL TO', MARGIN, y);
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

function drawLines(doc: PDFKit.PDFDocument, sheet: InvoiceSheet, top: number): number {
  const amountX = MARGIN + WIDTH - 140;
  doc.fillColor(MUTED).font('Helvetica-Bold').fontSize(8);
  doc.text('DESCRIPTION', MARGIN, top).text('AMOUNT', amountX, top, { width: 140, align: 'right' });
  let y = top + 14;
  doc
    .moveTo(MARGIN, y)
    .lineTo(MARGIN + WIDTH, y)
    .strokeColor(RULE)
    .stroke();
  y += 8;
  doc.fillColor(INK).font('Helvetica').fontSize(10);
  for (const line of sheet.lines) {
    doc.text(line.description, MARGIN, y, { width: WIDTH - 150 });
    doc.text(money(line.amount, sheet.currency), amountX, y, { width: 140, align: 'right' });
    y += 20;
  }
  doc
    .moveTo(MARGIN, y)
    .lineTo(MARGIN + WIDTH, y)
    .strokeColor(RULE)
    .stroke();
  y += 10;
  const paid = sheet.status === 'paid';
  doc.font('Helvetica-Bold').fontSize(11);
  doc.text(paid ? 'Total paid' : 'Total due', MARGIN, y);
  doc.text(money(sheet.total, sheet.currency), amountX, y, { width: 140, align: 'right' });
  y += 18;
  if (sheet.tax) {
    doc.fillColor(MUTED).font('Helvetica').fontSize(9);
    doc.text(`Of which ${sheet.tax.name} (${percent(sheet.tax.rateBps)}, included)`, MARGIN, y);
    doc.text(money(sheet.tax.amount, sheet.currency), amountX, y, { width: 140, align: 'right' });
    y += 16;
  }
  return y;
}

/** One subscription payment as a print-ready A4 invoice: seller, buyer, number, period, lines, total, tax. */
export function invoicePdf(sheet: InvoiceSheet): Promise<Buffer> {
  const doc = new PDFDocument({
    size: A4,
    margin: MARGIN,
    info: {
      Title: `Invoice ${sheet.number}`,
      Author: sheet.seller.name,
      Subject: `OpenTip Business ${sheet.period.start} to ${sheet.period.end}`,
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
  doc
    .font('Helvetica')
    .fontSize(12)
    .text(`Invoice ${sheet.number}`, MARGIN, 22, { width: WIDTH, align: 'right' });
  const y = drawLines(doc, sheet, drawParties(doc, sheet));
  doc
    .fillColor(MUTED)
    .font('Helvetica')
    .fontSize(8)
    .text(
      `All amounts in ${sheet.currency}. ${sheet.status === 'paid' ? 'Paid by card; nothing more is due for this period.' : 'Pay it from your subscription page; the business features continue during the grace period.'}`,
      MARGIN,
      y + 24,
      { width: WIDTH },
    );
  doc.end();
  return done;
}
