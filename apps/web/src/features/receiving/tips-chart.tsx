import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useMoney } from './use-money';
import { fromYmd } from './dashboard-dates';
import type { ChartBar } from './tip-figures';

const BAR = 8;
const GAP = 3;
const HEIGHT = 100;

interface Props {
  bars: readonly ChartBar[];
  currency: string;
  /** The choice of currency, when the period holds several: each has its own chart. */
  switcher?: ReactNode;
}

/** A bar per day (or per few days) of the period, drawn by hand: no chart library for thirty rectangles. */
export function TipsChart({ bars, currency, switcher }: Props) {
  const { t, i18n } = useTranslation('receiving');
  const language = i18n.language;
  const rtl = i18n.dir(language) === 'rtl';
  const max = Math.max(0, ...bars.map((bar) => bar.amount));
  const total = bars.reduce((sum, bar) => sum + bar.amount, 0);
  const dateFormat = new Intl.DateTimeFormat(language, { day: 'numeric', month: 'short' });
  const day = (ymd: string) => dateFormat.format(fromYmd(ymd) ?? new Date());
  const span = (bar: ChartBar) =>
    bar.start === bar.end ? day(bar.start) : `${day(bar.start)} – ${day(bar.end)}`;
  const format = useMoney();
  const money = (minor: number) => format(minor, currency);
  const width = bars.length * (BAR + GAP) - GAP;
  const first = bars[0];
  const last = bars.at(-1);
  if (!first || !last) return null;

  return (
    <figure className="chart card">
      <figcaption className="chart__head">
        <h2 className="chart__title">{t('chart.titleIn', { currency })}</h2>
        <span className="chart__max">{t('chart.max', { amount: money(max) })}</span>
      </figcaption>
      {switcher}
      <svg
        className="chart__svg"
        viewBox={`0 0 ${width} ${HEIGHT}`}
        preserveAspectRatio="none"
        role="img"
        aria-label={t('chart.summary', { total: money(total), from: span(first), to: span(last) })}
        data-testid="tips-chart"
      >
        {bars.map((bar, index) => {
          // Time runs with the reading direction: right to left in Arabic.
          const x = (rtl ? bars.length - 1 - index : index) * (BAR + GAP);
          const h = max > 0 ? Math.max(bar.amount > 0 ? 2 : 0, (bar.amount / max) * HEIGHT) : 0;
          return (
            <g key={bar.start}>
              <rect className="chart__track" x={x} y={0} width={BAR} height={HEIGHT} />
              <rect
                className="chart__bar"
                x={x}
                y={HEIGHT - h}
                width={BAR}
                height={h}
                data-amount={bar.amount}
              >
                <title>{`${span(bar)}: ${money(bar.amount)} (${t('chart.count', { count: bar.count })})`}</title>
              </rect>
            </g>
          );
        })}
      </svg>
      <div className="chart__axis" aria-hidden="true">
        <span>{day(first.start)}</span>
        <span>{day(last.end)}</span>
      </div>
      {switcher && <p className="chart__note">{t('chart.perCurrency')}</p>}
    </figure>
  );
}
