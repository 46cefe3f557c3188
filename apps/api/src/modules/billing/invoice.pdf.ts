import { toMajorString } from '@opentip/shared/money';
import type { Language } from '@opentip/shared/occupations';
import type { InvoiceWords } from '../../integrations/mail/locales/mail-words.ts';
import { MAIL_WORDS } from '../../integrations/mail/mail-locale.ts';
import { A4, INK, MUTED, Page, TEAL, newDocument } from '../../lib/pdf/pdf-page.ts';
import type { InvoiceSheet } from './invoice-sheet.ts';

const MARGIN = 48;
/** Where the amounts column starts, from the reading start, and how wide it is. */
const AMOUNT_WIDTH = 140;

const money = (amount: number, currency: string) =>
  `${amount < 0 ? '-' : ''}${toMajorString(Math.abs(amount), currency)} ${currency}`;
const percent = (bps: number) => `${(bps / 100).toFixed(bps % 100 === 0 ? 0 : 2)} %`;

function drawParties(page: Page, sheet: InvoiceSheet, w: InvoiceWords): number {
  const { doc } = page;
  const half = page.width / 2 - 10;
  const second = page.width / 2 + 10;
  doc.fillColor(MUTED).fontSize(8);
  page.text(w.from, 0, 84, { width: half, bold: true });
  page.text(w.invoice, second, 84, { width: half, bold: true });
  doc.fillColor(INK).fontSize(11);
  page.text(sheet.seller.name, 0, 98, { width: half, bold: true });
  let y = 114;
  doc.fontSize(9);
  for (const line of [
    ...sheet.seller.addressLines,
    ...(sheet.seller.taxId ? [w.taxId(sheet.seller.taxId)] : []),
  ]) {
    page.text(line, 0, y, { width: half });
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
    page.text(label, second, factY, { width: 70 });
    doc.fillColor(INK);
    page.text(value, second + 72, factY, { width: half - 72, bold: true });
    factY += 14;
  }
  y = Math.max(y, factY) + 16;
  doc.fillColor(MUTED).fontSize(8);
  page.text(w.billTo, 0, y, { width: page.width, bold: true });
  doc.fillColor(INK).fontSize(11);
  page.text(sheet.buyer.name, 0, y + 14, { width: page.width, bold: true });
  y += 30;
  doc.fontSize(9);
  for (const line of sheet.buyer.addressLines) {
    page.text(line, 0, y, { width: page.width });
    y += 12;
  }
  return y + 20;
}

/** A line of the table: its words from the reading start, its amount at the far end. */
function amountRow(page: Page, label: string, amount: string, y: number, bold = false): void {
  const amountX = page.width - AMOUNT_WIDTH;
  page.text(label, 0, y, { width: amountX - 10, bold });
  page.text(amount, amountX, y, { width: AMOUNT_WIDTH, align: 'right', bold });
}

function drawLines(page: Page, sheet: InvoiceSheet, top: number, w: InvoiceWords): number {
  const { doc } = page;
  doc.fillColor(MUTED).fontSize(8);
  amountRow(page, w.description, w.amount, top, true);
  let y = top + 14;
  page.rule(y);
  y += 8;
  doc.fillColor(INK).fontSize(10);
  for (const line of sheet.lines) {
    amountRow(page, line.description, money(line.amount, sheet.currency), y);
    y += 20;
  }
  page.rule(y);
  y += 10;
  const paid = sheet.status === 'paid';
  doc.fontSize(11);
  amountRow(page, paid ? w.totalPaid : w.totalDue, money(sheet.total, sheet.currency), y, true);
  y += 18;
  if (sheet.tax) {
    doc.fillColor(MUTED).fontSize(9);
    const tax = w.taxIncluded(sheet.tax.name, percent(sheet.tax.rateBps));
    amountRow(page, tax, money(sheet.tax.amount, sheet.currency), y);
    y += 16;
  }
  return y;
}

/** One subscription payment as a print-ready A4 invoice: seller, buyer, number, period, lines, total, tax. */
export function invoicePdf(sheet: InvoiceSheet, lang: Language = 'en'): Promise<Buffer> {
  const w = MAIL_WORDS[lang].invoice;
  const { doc, done } = newDocument(
    {
      Title: w.title(sheet.number),
      Author: sheet.seller.name,
      Subject: `OpenTip Business ${w.range(sheet.period.start, sheet.period.end)}`,
      CreationDate: new Date(`${sheet.issuedOn}T00:00:00Z`),
    },
    MARGIN,
  );
  // Arabic right to left: labels from the right margin, amounts at the left one.
  const page = new Page(doc, lang === 'ar', MARGIN);
  doc.rect(0, 0, A4[0], 60).fill(TEAL);
  doc.fillColor('#ffffff').fontSize(18);
  page.text('OpenTip', 0, 16, { width: 150, bold: true });
  doc.fontSize(12);
  page.text(w.title(sheet.number), 150, 22, { width: page.width - 150, align: 'right', bold: true });
  const y = drawLines(page, sheet, drawParties(page, sheet, w), w);
  doc.fillColor(MUTED).fontSize(8);
  const note = sheet.status === 'paid' ? w.paidNote : w.dueNote;
  const text = { width: page.width, leading: 12 };
  page.paragraph(note, 0, page.paragraph(w.allAmountsIn(sheet.currency), 0, y + 24, text), text);
  doc.end();
  return done;
}
