import { useTranslation } from 'react-i18next';
import type { PoolSummary, PoolSummaryLine } from '@opentip/shared/schemas/team-pool.schema';
import { formatMoney } from '@/ui/money';
import { dateTime } from './pool-format';

function Row({ label, amount, total }: { label: string; amount: string; total?: boolean }) {
  return (
    <div className={total ? 'pool-sum__row pool-sum__row--total' : 'pool-sum__row'}>
      <dt>{label}</dt>
      <dd>{amount}</dd>
    </div>
  );
}

/** "#1, #2" in the reader's digits. */
function runNumbers(runs: readonly number[], language: string): string {
  const digits = new Intl.NumberFormat(language, { useGrouping: false });
  return runs.map((seq) => `#${digits.format(seq)}`).join(', ');
}

/**
 * How one currency of the pool came to what it holds: opening balance + tips - refunds - shared
 * out = now. The figures are the API's, from the ledger; this only lays them out.
 */
function CurrencySummary({ line, since }: { line: PoolSummaryLine; since: string }) {
  const { t, i18n } = useTranslation('teams');
  const language = i18n.language;
  const money = (amount: number) => formatMoney(amount, line.currency, language);
  const { tips, refunds, sharedOut } = line;
  return (
    <li className="pool-holds__line" data-testid={`pool-summary-${line.currency}`}>
      <span className="pool-holds__amount">{money(line.closing)}</span>
      <dl className="pool-sum">
        <Row
          label={t('pool.summary.opening', { date: dateTime(language, since) })}
          amount={money(line.opening)}
        />
        <Row label={t('pool.tips', { count: tips.count })} amount={money(tips.amount)} />
        {(refunds.count > 0 || refunds.amount !== 0) && (
          <Row label={t('pool.summary.refunds', { count: refunds.count })} amount={money(-refunds.amount)} />
        )}
        {(sharedOut.runs.length > 0 || sharedOut.amount !== 0) && (
          <Row
            label={t('pool.summary.sharedOut', {
              count: sharedOut.runs.length,
              runs: runNumbers(sharedOut.runs, language),
            })}
            amount={money(-sharedOut.amount)}
          />
        )}
        <Row label={t('pool.holds')} amount={money(line.closing)} total />
      </dl>
    </li>
  );
}

/** What the pool holds now in each currency, each explained line by line. */
export function PoolSummaryList({ summary }: { summary: PoolSummary }) {
  const { t } = useTranslation('teams');
  if (summary.currencies.length === 0) return <p className="pool-holds__empty">{t('pool.holdsNothing')}</p>;
  return (
    <ul className="pool-holds__list">
      {summary.currencies.map((line) => (
        <CurrencySummary key={line.currency} line={line} since={summary.periodStart} />
      ))}
    </ul>
  );
}
