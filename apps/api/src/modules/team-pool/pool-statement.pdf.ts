import PDFDocument from 'pdfkit';
import { toMajorString } from '@opentip/shared/money';
import { fontFor } from '../qr/qr-card.pdf.ts';
import { summaryEntries } from './pool-summary.text.ts';
import { inputText, policyName, type PoolStatement, type StatementRow } from './pool-statement.service.ts';

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 40;
const TEAL = '#0f766e';
const INK = '#0f172a';
const MUTED = '#52607a';
const RULE = '#cbd5e1';
const ROW_HEIGHT = 34;

export const TIPS_ACT_LINE =
  'Kept for the record-keeping purpose of the UK Employment (Allocation of Tips) Act 2023: how the ' +
  "team's tips were allocated to this worker, under which policy and in which share-out. Every " +
  "share-out is kept in the team's hash-chained log; the run hash identifies it there.";

interface Column {
  title: string;
  width: number;
  align?: 'right';
  cell: (row: StatementRow) => [string, string?];
}

const day = (iso: string) => iso.slice(0, 10);
const minute = (iso: string) => `${iso.slice(0, 10)} ${iso.slice(11, 16)}`;
const money = (amount: number, currency: string) => `${toMajorString(amount, currency)} ${currency}`;

/** 515 points: the A4 page less its margins. */
const COLUMNS: Column[] = [
  { title: 'Run', width: 28, cell: (r) => [`#${r.runSeq}`] },
  { title: 'Run date (UTC)', width: 66, cell: (r) => [day(r.runAt), r.runAt.slice(11, 16)] },
  { title: 'Period (UTC)', width: 90, cell: (r) => [minute(r.periodStart), minute(r.periodEnd)] },
  { title: 'Policy', width: 72, cell: (r) => [policyName(r.policy)] },
  { title: 'Your input', width: 79, cell: (r) => [inputText(r)] },
  { title: 'Pool shared', width: 100, align: 'right', cell: (r) => [money(r.poolAmount, r.currency)] },
  { title: 'Your share', width: 80, align: 'right', cell: (r) => [money(r.amount, r.currency)] },
];

/** A name in the first font that can write it; a script no font here has falls back to the user name. */
function writeName(doc: PDFKit.PDFDocument, name: string, fallback: string, x: number, y: number) {
  const font = fontFor(name);
  doc
    .font(font ?? 'Helvetica-Bold')
    .text(font ? name : fallback, x, y, { width: A4[0] - 2 * MARGIN, lineBreak: false, ellipsis: true });
}

function drawHeading(doc: PDFKit.PDFDocument, statement: PoolStatement): number {
  doc.rect(0, 0, A4[0], 56).fill(TEAL);
  doc.fillColor('#ffffff').font('Helvetica-Bold').fontSize(18).text('OpenTip', MARGIN, 14);
  doc.font('Helvetica').fontSize(10).text('Tip pool statement', MARGIN, 36);
  doc.fillColor(INK).fontSize(13);
  writeName(doc, statement.team.name, statement.team.code, MARGIN, 72);
  const { member } = statement;
  doc.fontSize(11);
  writeName(
    doc,
    member.fullName ? `${member.fullName} (${member.username})` : member.username,
    member.username,
    MARGIN,
    92,
  );
  doc
    .fillColor(MUTED)
    .font('Helvetica')
    .fontSize(9)
    .text(`Team code ${statement.team.code}`, MARGIN, 110)
    .text(`Period: ${statement.from} to ${statement.to} (UTC days, inclusive)`, MARGIN, 122)
    .text(`Generated at ${statement.generatedAt}`, MARGIN, 134);
  doc
    .fillColor(INK)
    .fontSize(8)
    .text(TIPS_ACT_LINE, MARGIN, 152, { width: A4[0] - 2 * MARGIN });
  return doc.y + 14;
}

const signed = (amount: number, currency: string) =>
  amount < 0 ? `- ${money(-amount, currency)}` : money(amount, currency);

/**
 * The team's pool over the statement's period, per currency, from the ledger: opening, tips,
 * refunds, shared out, closing, so the pool each run shared is explained by what came in.
 */
function drawPoolSummary(doc: PDFKit.PDFDocument, statement: PoolStatement, top: number): number {
  const { pool } = statement;
  let y = top;
  doc.fillColor(INK).font('Helvetica-Bold').fontSize(10);
  doc.text(`Team pool from ${minute(pool.periodStart)} to ${minute(pool.periodEnd)} (UTC)`, MARGIN, y);
  y += 16;
  doc.fontSize(8);
  if (pool.currencies.length === 0) {
    doc.font('Helvetica').fillColor(MUTED).text('The pool held nothing and received nothing.', MARGIN, y);
    return y + 20;
  }
  for (const line of pool.currencies) {
    for (const entry of summaryEntries(line)) {
      const total = entry.label === 'Closing balance';
      if (total)
        doc
          .moveTo(MARGIN, y - 2)
          .lineTo(MARGIN + 300, y - 2)
          .strokeColor(RULE)
          .stroke();
      doc.fillColor(INK).font(total ? 'Helvetica-Bold' : 'Helvetica');
      doc.text(entry.label, MARGIN, y, { width: 90, lineBreak: false });
      doc
        .fillColor(MUTED)
        .font('Helvetica')
        .text(entry.detail, MARGIN + 90, y, { width: 110, lineBreak: false });
      doc
        .fillColor(INK)
        .font(total ? 'Helvetica-Bold' : 'Helvetica')
        .text(signed(entry.amount, line.currency), MARGIN + 200, y, {
          width: 100,
          align: 'right',
          lineBreak: false,
        });
      y += 12;
    }
    y += 6;
  }
  return y + 6;
}

function drawColumnTitles(doc: PDFKit.PDFDocument, y: number): number {
  let x = MARGIN;
  doc.fillColor(MUTED).font('Helvetica-Bold').fontSize(8);
  for (const column of COLUMNS) {
    doc.text(column.title, x + 2, y, {
      width: column.width - 4,
      align: column.align ?? 'left',
      lineBreak: false,
    });
    x += column.width;
  }
  doc
    .moveTo(MARGIN, y + 12)
    .lineTo(A4[0] - MARGIN, y + 12)
    .strokeColor(RULE)
    .stroke();
  return y + 16;
}

function drawRow(doc: PDFKit.PDFDocument, row: StatementRow, y: number): void {
  let x = MARGIN;
  doc.fillColor(INK).font('Helvetica').fontSize(8);
  for (const column of COLUMNS) {
    const [first, second] = column.cell(row);
    const options = { width: column.width - 4, align: column.align ?? ('left' as const), lineBreak: false };
    doc.text(first, x + 2, y, { ...options, ellipsis: true });
    if (second) doc.text(second, x + 2, y + 10, options);
    x += column.width;
  }
  doc
    .fillColor(MUTED)
    .font('Courier')
    .fontSize(6.5)
    .text(`Run hash ${row.runHash}`, MARGIN + 30, y + 21);
  doc
    .moveTo(MARGIN, y + ROW_HEIGHT - 4)
    .lineTo(A4[0] - MARGIN, y + ROW_HEIGHT - 4)
    .strokeColor(RULE)
    .stroke();
}

function drawTotals(doc: PDFKit.PDFDocument, statement: PoolStatement, top: number): void {
  let y = top + 4;
  doc.fillColor(INK).font('Helvetica-Bold').fontSize(10);
  if (statement.totals.length === 0) {
    doc.font('Helvetica').text('No pool shares in this period.', MARGIN, y);
    return;
  }
  doc.text('Total', MARGIN, y);
  for (const total of statement.totals) {
    const shares = `${total.shares} ${total.shares === 1 ? 'share' : 'shares'}`;
    doc.font('Helvetica').text(shares, MARGIN + 200, y, { width: 100, align: 'right' });
    doc
      .font('Helvetica-Bold')
      .text(money(total.amount, total.currency), MARGIN + 315, y, { width: 200, align: 'right' });
    y += 16;
  }
}

function drawPageNumbers(doc: PDFKit.PDFDocument): void {
  const range = doc.bufferedPageRange();
  for (let i = 0; i < range.count; i++) {
    doc.switchToPage(range.start + i);
    // Below the bottom margin: without this pdfkit would start a new page for the footer.
    doc.page.margins.bottom = 0;
    doc
      .fillColor(MUTED)
      .font('Helvetica')
      .fontSize(7)
      .text(`Page ${i + 1} of ${range.count}`, MARGIN, A4[1] - 28, {
        width: A4[0] - 2 * MARGIN,
        align: 'right',
      });
  }
}

/** The statement as a print-ready A4 PDF: heading, the law it serves, the pool, the shares, totals. */
export function statementPdf(statement: PoolStatement): Promise<Buffer> {
  const doc = new PDFDocument({
    size: A4,
    margin: MARGIN,
    bufferPages: true,
    info: {
      Title: `Tip pool statement ${statement.team.code} ${statement.from} to ${statement.to}`,
      Author: 'OpenTip',
      Subject: `${statement.member.username}, ${statement.team.name}`,
      CreationDate: new Date(statement.generatedAt),
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  let y = drawColumnTitles(doc, drawPoolSummary(doc, statement, drawHeading(doc, statement)));
  const bottom = A4[1] - MARGIN - 10;
  for (const row of statement.rows) {
    if (y + ROW_HEIGHT > bottom) {
      doc.addPage();
      y = drawColumnTitles(doc, MARGIN);
    }
    drawRow(doc, row, y);
    y += ROW_HEIGHT;
  }
  if (y + 16 * (statement.totals.length + 1) > bottom) {
    doc.addPage();
    y = MARGIN;
  }
  drawTotals(doc, statement, y);
  drawPageNumbers(doc);
  doc.end();
  return done;
}
