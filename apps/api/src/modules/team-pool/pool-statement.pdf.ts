import type { Language } from '@opentip/shared/occupations';
import { formatAmount } from '../../integrations/mail/mail-locale.ts';
import { localDay, localTime } from '../../lib/pdf/pdf-dates.ts';
import { fontFor } from '../../lib/pdf/pdf-fonts.ts';
import {
  A4,
  BOTTOM,
  INK,
  MARGIN,
  MUTED,
  Page,
  TEAL,
  newDocument,
  numberPages,
} from '../../lib/pdf/pdf-page.ts';
import type { PoolStatementWords } from './locales/pool-statement-words.ts';
import { POOL_STATEMENT_WORDS, inputText, localHundredths } from './pool-statement-locale.ts';
import { summaryEntries } from './pool-summary.text.ts';
import type { PoolStatement, StatementRow } from './pool-statement.service.ts';

const ROW_HEIGHT = 34;

interface Column {
  title: (w: PoolStatementWords) => string;
  width: number;
  align?: 'right';
  cell: (row: StatementRow, w: PoolStatementWords, lang: Language) => [string, string?];
}

const day = (iso: string, lang: Language) => localDay(new Date(iso), lang);
const moment = (iso: string, lang: Language) => `${day(iso, lang)} ${localTime(new Date(iso), lang)}`;

/** 515 points: the A4 page less its margins. */
const COLUMNS: Column[] = [
  { title: (w) => w.columns.run, width: 28, cell: (r) => [`#${r.runSeq}`] },
  {
    title: (w) => w.columns.runDate,
    width: 66,
    cell: (r, _, lang) => [day(r.runAt, lang), localTime(new Date(r.runAt), lang)],
  },
  {
    title: (w) => w.columns.period,
    width: 90,
    cell: (r, _, lang) => [moment(r.periodStart, lang), moment(r.periodEnd, lang)],
  },
  { title: (w) => w.columns.policy, width: 72, cell: (r, w) => [w.policies[r.policy]] },
  {
    title: (w) => w.columns.input,
    width: 79,
    cell: (r, w, lang) => [inputText(r, w, localHundredths(lang))],
  },
  {
    title: (w) => w.columns.poolShared,
    width: 100,
    align: 'right',
    cell: (r, _, lang) => [formatAmount(r.poolAmount, r.currency, lang)],
  },
  {
    title: (w) => w.columns.share,
    width: 80,
    align: 'right',
    cell: (r, _, lang) => [formatAmount(r.amount, r.currency, lang)],
  },
];

/** A name as typed, or (in a script no font here has) the fallback: the team code, the user name. */
const nameOr = (name: string, fallback: string) => (fontFor(name) ? name : fallback);

function drawHeading(page: Page, statement: PoolStatement, w: PoolStatementWords): number {
  const { doc } = page;
  const { lang, member } = statement;
  doc.rect(0, 0, A4[0], 56).fill(TEAL);
  doc.fillColor('#ffffff').fontSize(18);
  page.text('OpenTip', 0, 16, { width: 150, bold: true });
  doc.fontSize(12);
  page.text(w.title, 150, 20, { width: page.width - 150, align: 'right', bold: true });
  doc.fillColor(INK).fontSize(13);
  page.text(nameOr(statement.team.name, statement.team.code), 0, 70, { width: page.width, bold: true });
  doc.fontSize(11);
  const who = member.fullName ? `${member.fullName} (${member.username})` : member.username;
  page.text(nameOr(who, member.username), 0, 90, { width: page.width, bold: true });
  doc.fillColor(MUTED).fontSize(9);
  const facts: [string, string][] = [
    [w.teamCode, statement.team.code],
    [w.period, `${day(`${statement.from}T00:00:00Z`, lang)} - ${day(`${statement.to}T00:00:00Z`, lang)}`],
    [w.generated, moment(statement.generatedAt, lang)],
  ];
  let y = 108;
  for (const [label, value] of facts) {
    page.text(label, 0, y, { width: 90 });
    page.text(value, 92, y, { width: 200 });
    y += 12;
  }
  page.text(w.periodNote, 292, 120, { width: page.width - 292 });
  doc.fillColor(INK).fontSize(8);
  return page.paragraph(w.tipsAct, 0, y + 6, { width: page.width, leading: 10 }) + 8;
}

/**
 * The team's pool over the statement's period, per currency, from the ledger: opening, tips,
 * refunds, shared out, closing, so the pool each run shared is explained by what came in.
 */
function drawPoolSummary(page: Page, statement: PoolStatement, w: PoolStatementWords, top: number): number {
  const { doc } = page;
  const { pool, lang } = statement;
  let y = top;
  doc.fillColor(INK).fontSize(10);
  const period = w.poolFrom(moment(pool.periodStart, lang), moment(pool.periodEnd, lang));
  page.text(period, 0, y, { width: page.width, bold: true });
  y += 16;
  doc.fontSize(8);
  if (pool.currencies.length === 0) {
    doc.fillColor(MUTED);
    page.text(w.poolEmpty, 0, y, { width: page.width });
    return y + 20;
  }
  for (const line of pool.currencies) {
    for (const entry of summaryEntries(line, w)) {
      const total = entry.key === 'closing';
      if (total) page.rule(y - 2, 0, 320);
      doc.fillColor(INK);
      page.text(w.summary[entry.key], 0, y, { width: 106, bold: total });
      doc.fillColor(MUTED);
      page.text(entry.detail, 108, y, { width: 108 });
      doc.fillColor(INK);
      const amount = formatAmount(entry.amount, line.currency, lang);
      page.text(amount, 218, y, { width: 100, align: 'right', bold: total });
      y += 12;
    }
    y += 6;
  }
  return y + 6;
}

function drawColumnTitles(page: Page, w: PoolStatementWords, y: number): number {
  page.doc.fillColor(MUTED).fontSize(8);
  page.row(
    COLUMNS,
    COLUMNS.map((column) => column.title(w)),
    y,
    true,
  );
  page.rule(y + 12);
  return y + 16;
}

function drawRow(page: Page, row: StatementRow, statement: PoolStatement, w: PoolStatementWords, y: number) {
  const { doc } = page;
  doc.fillColor(INK).fontSize(8);
  const cells = COLUMNS.map((column) => column.cell(row, w, statement.lang));
  page.row(
    COLUMNS,
    cells.map(([first]) => first),
    y,
  );
  page.row(
    COLUMNS,
    cells.map(([, second]) => second ?? ''),
    y + 10,
  );
  doc.fillColor(MUTED).fontSize(6.5);
  page.text(w.runHash, 30, y + 21, { width: 60 });
  page.text(row.runHash, 92, y + 21, { width: page.width - 92 });
  page.rule(y + ROW_HEIGHT - 4);
}

function drawTotals(page: Page, statement: PoolStatement, w: PoolStatementWords, top: number): void {
  const { doc } = page;
  let y = top + 4;
  doc.fillColor(INK).fontSize(10);
  if (statement.totals.length === 0) {
    page.text(w.noShares, 0, y, { width: page.width });
    return;
  }
  page.text(w.total, 0, y, { width: 200, bold: true });
  for (const total of statement.totals) {
    page.text(w.shares(total.shares), 200, y, { width: 100, align: 'right' });
    const amount = formatAmount(total.amount, total.currency, statement.lang);
    page.text(amount, 315, y, { width: 200, align: 'right', bold: true });
    y += 16;
  }
}

/**
 * The statement as a print-ready A4 PDF in the reader's language, dates and amounts as they write
 * them (Arabic laid out right to left): heading, the law it serves, the pool, the shares, totals.
 */
export function statementPdf(statement: PoolStatement): Promise<Buffer> {
  const w = POOL_STATEMENT_WORDS[statement.lang];
  const { doc, done } = newDocument({
    Title: `${w.title} ${statement.team.code} ${statement.from} - ${statement.to}`,
    Author: 'OpenTip',
    Subject: `${statement.member.username}, ${statement.team.name}`,
    CreationDate: new Date(statement.generatedAt),
  });
  const page = new Page(doc, statement.lang === 'ar');
  const top = drawPoolSummary(page, statement, w, drawHeading(page, statement, w));
  let y = drawColumnTitles(page, w, top);
  for (const row of statement.rows) {
    if (y + ROW_HEIGHT > BOTTOM) {
      doc.addPage();
      y = drawColumnTitles(page, w, MARGIN);
    }
    drawRow(page, row, statement, w, y);
    y += ROW_HEIGHT;
  }
  if (y + 16 * (statement.totals.length + 1) > BOTTOM) {
    doc.addPage();
    y = MARGIN;
  }
  drawTotals(page, statement, w, y);
  numberPages(page, w.page);
  doc.end();
  return done;
}
