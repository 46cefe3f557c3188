import { formatAmount } from '../../integrations/mail/mail-locale.ts';
import type { StatementWords } from './locales/statement-words.ts';
import { localDay } from '../../lib/pdf/pdf-dates.ts';
import { STATEMENT_WORDS, localMonth } from './statement-locale.ts';
import {
  BOTTOM,
  INK,
  MARGIN,
  MUTED,
  Page,
  TEAL,
  WIDTH,
  A4,
  newDocument,
  numberPages,
  type Cell,
} from '../../lib/pdf/pdf-page.ts';
import type { Statement, StatementLine } from './statement-types.ts';

const ROW = 13;
/** A line of the statement: its cells, then the provider's reference under them. */
const LINE_ROW = 21;
/** 515 points: the A4 page less its margins. */
const LINE_CELLS: Cell[] = [
  { width: 70 },
  { width: 80 },
  { width: 125 },
  { width: 62, align: 'right' },
  { width: 55, align: 'right' },
  { width: 62, align: 'right' },
  { width: 61, align: 'right' },
];
const MONTH_CELLS: Cell[] = [
  { width: 80 },
  { width: 127 },
  { width: 77, align: 'right' },
  { width: 77, align: 'right' },
  { width: 77, align: 'right' },
  { width: 77, align: 'right' },
];

function heading(page: Page, statement: Statement, w: StatementWords): number {
  const { doc } = page;
  doc.rect(0, 0, A4[0], 56).fill(TEAL);
  doc.fillColor('#ffffff').fontSize(18);
  page.text('OpenTip', 0, 16, { width: 150, bold: true });
  doc.fontSize(12);
  page.text(w.title[statement.kind], 150, 20, { width: WIDTH - 150, align: 'right', bold: true });
  const { person } = statement;
  doc.fillColor(INK).fontSize(12);
  page.text(person.fullName ?? person.username, 0, 70, { width: WIDTH, bold: true });
  doc.fillColor(MUTED).fontSize(9);
  if (person.fullName) page.text(person.username, 0, 86, { width: WIDTH });
  const day = (text: string) => localDay(new Date(`${text}T00:00:00Z`), statement.lang);
  // Words and figures in cells of their own: a right-to-left line would turn the figures around.
  const facts: [string, string][] = [
    [w.period, `${day(statement.from)} - ${day(statement.to)}`],
    [w.generated, localDay(new Date(statement.generatedAt), statement.lang)],
  ];
  let y = 100;
  for (const [label, value] of facts) {
    page.text(label, 0, y, { width: 90 });
    page.text(value, 92, y, { width: WIDTH - 92 });
    y += 12;
  }
  page.text(w.utcNote, 0, y, { width: WIDTH });
  return y + 22;
}

function lineTitles(page: Page, w: StatementWords, kind: Statement['kind'], y: number): number {
  const c = w.columns;
  page.doc.fillColor(MUTED).fontSize(7.5);
  page.row(LINE_CELLS, [c.date, c.type, c.party[kind], c.amount, c.fee, c.net, c.refunded], y, true);
  page.rule(y + 11);
  return y + 15;
}

function lineTexts(line: StatementLine, statement: Statement, w: StatementWords): string[] {
  const money = (amount: number) => formatAmount(amount, line.currency, statement.lang);
  return [
    localDay(new Date(line.at), statement.lang),
    w.kinds[line.kind],
    line.party ?? '',
    money(line.amount),
    line.fee ? money(line.fee) : '',
    money(line.net),
    line.refunded ? money(line.refunded) : '',
  ];
}

/** Room for `height` more points, or a new page (its top returned). */
function room(page: Page, y: number, height: number): number {
  if (y + height <= BOTTOM) return y;
  page.doc.addPage();
  return MARGIN;
}

function lines(page: Page, statement: Statement, w: StatementWords, top: number): number {
  let y = lineTitles(page, w, statement.kind, top);
  if (statement.lines.length === 0) {
    page.doc.fillColor(MUTED).fontSize(9);
    page.text(w.nothing, 0, y, { width: WIDTH });
    return y + 20;
  }
  for (const line of statement.lines) {
    if (y + LINE_ROW > BOTTOM) {
      page.doc.addPage();
      y = lineTitles(page, w, statement.kind, MARGIN);
    }
    page.doc.fillColor(INK).fontSize(7.5);
    page.row(LINE_CELLS, lineTexts(line, statement, w), y);
    if (line.reference) {
      page.doc.fillColor(MUTED).fontSize(6.5);
      page.text(w.columns.reference, 72, y + 9, { width: 56 });
      page.text(line.reference, 130, y + 9, { width: WIDTH - 130 });
    }
    y += LINE_ROW;
  }
  return y + 10;
}

function totals(page: Page, statement: Statement, w: StatementWords, top: number): number {
  // The title stays with the first currency's totals.
  const first = statement.totals[0]?.lines.length ?? 0;
  let y = room(page, top, 16 + ROW * (first + 1));
  page.doc.fillColor(INK).fontSize(10);
  page.text(w.totalsTitle, 0, y, { width: WIDTH, bold: true });
  y += 16;
  const cells: Cell[] = [{ width: 230 }, { width: 60, align: 'right' }, { width: 150, align: 'right' }];
  for (const total of statement.totals) {
    y = room(page, y, ROW * (total.lines.length + 1));
    for (const part of total.lines) {
      const net = part === total.lines.at(-1);
      if (net) page.rule(y - 2);
      page.doc.fillColor(INK).fontSize(8.5);
      const amount = formatAmount(part.amount, total.currency, statement.lang);
      page.row(cells, [w.totals[part.key], part.count === null ? '' : String(part.count), amount], y, net);
      y += ROW;
    }
    y += 8;
  }
  return y + 6;
}

/** Form 4070's monthly line: per month and employer (team), card tips, fees, shares and net. */
function monthly(page: Page, statement: Statement, w: StatementWords, top: number): number {
  if (statement.monthly.length === 0) return top;
  const m = w.monthly;
  let y = room(page, top, 45 + ROW * Math.min(statement.monthly.length, 3));
  page.doc.fillColor(INK).fontSize(10);
  page.text(m.title, 0, y, { width: WIDTH, bold: true });
  page.doc.fillColor(MUTED).fontSize(7.5);
  page.text(m.note, 0, y + 14, { width: WIDTH });
  y += 30;
  page.row(MONTH_CELLS, [m.month, m.employer, m.cardTips, m.fees, m.poolShares, m.net], y, true);
  page.rule(y + 11);
  y += 15;
  for (const month of statement.monthly) {
    y = room(page, y, ROW);
    const money = (amount: number) => formatAmount(amount, month.currency, statement.lang);
    page.doc.fillColor(INK).fontSize(7.5);
    page.row(
      MONTH_CELLS,
      [
        localMonth(month.month, statement.lang),
        month.employer ?? w.ownTips,
        money(month.cardTips),
        money(month.fees),
        money(month.poolShares),
        money(month.net),
      ],
      y,
    );
    y += ROW;
  }
  return y;
}

/**
 * The statement as a print-ready A4 PDF in the reader's language (Arabic laid out right to left):
 * who and which period, every line, totals per currency, and the monthly tip summary.
 */
export function statementPdf(statement: Statement): Promise<Buffer> {
  const w = STATEMENT_WORDS[statement.lang];
  const { doc, done } = newDocument({
    Title: `${w.title[statement.kind]} ${statement.from} ${statement.to}`,
    Author: 'OpenTip',
    Subject: statement.person.username,
    CreationDate: new Date(statement.generatedAt),
  });
  const page = new Page(doc, statement.lang === 'ar');
  let y = lines(page, statement, w, heading(page, statement, w));
  y = totals(page, statement, w, y);
  monthly(page, statement, w, y);
  numberPages(page, w.page);
  doc.end();
  return done;
}
