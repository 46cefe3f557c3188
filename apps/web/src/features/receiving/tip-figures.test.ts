import { describe, expect, it } from 'vitest';
import { addDays, fromYmd, lastDays, toYmd } from './dashboard-dates';
import { defaultFilters, paramsOf } from './dashboard-filters';
import { chartBars, givenFigures, sideOf, totalsByCurrency } from './tip-figures';
import { makeTip } from './receiving-test-kit';

const at = (ymd: string, hour = 12) => {
  const day = fromYmd(ymd)!;
  return new Date(day.getFullYear(), day.getMonth(), day.getDate(), hour).toISOString();
};

describe('dashboard dates', () => {
  it('covers the last 30 local days, today included (SPEC 9)', () => {
    expect(lastDays(new Date(2026, 2, 30, 23, 59))).toEqual({ from: '2026-03-01', to: '2026-03-30' });
  });

  it('rejects dates that do not exist', () => {
    expect(fromYmd('2026-02-30')).toBeUndefined();
    expect(fromYmd('yesterday')).toBeUndefined();
    expect(toYmd(addDays(fromYmd('2026-12-31')!, 1))).toBe('2027-01-01');
  });

  it('asks for whole local days, the end day included', () => {
    const filters = {
      ...defaultFilters('payee', new Date(2026, 10, 20)),
      from: '2026-11-01',
      to: '2026-11-01',
    };
    const asked = paramsOf(filters, { teamLogin: false });
    if (!('params' in asked)) throw new Error('expected params');
    expect(new Date(asked.params.startDate).getTime()).toBe(new Date(2026, 10, 1).getTime());
    expect(new Date(asked.params.endDate).getTime()).toBe(new Date(2026, 10, 2).getTime());
    expect(asked.params.type).toBe('received');
    expect(paramsOf({ ...filters, from: '2026-11-02' }, { teamLogin: false })).toEqual({
      problem: 'dateRangeInvalid',
    });
    expect(paramsOf({ ...filters, to: '' }, { teamLogin: false })).toEqual({ problem: 'dateInvalid' });
  });

  it('starts a giver on the tips they gave', () => {
    expect(defaultFilters('payer', new Date()).type).toBe('sent');
  });
});

describe('tip figures', () => {
  const me = 'u-1';
  const received = (ymd: string, net: number, currency = 'USD') =>
    makeTip({
      createdAt: at(ymd),
      currency,
      amounts: { net },
      payee: { id: me, username: 'me', profileImg: null },
    });
  const sent = (ymd: string, total: number) =>
    makeTip({
      createdAt: at(ymd),
      amounts: { total },
      giver: { id: me, username: 'me', profileImg: null },
      payee: { id: 'r', username: 'r', profileImg: null },
    });

  it('counts the net for a receiver and the charged total for a giver', () => {
    expect(sideOf(received('2026-11-01', 950), me)).toBe('received');
    expect(sideOf(sent('2026-11-01', 1050), me)).toBe('sent');
    expect(
      totalsByCurrency(
        [received('2026-11-01', 950), sent('2026-11-02', 1050), received('2026-11-02', 300, 'EUR')],
        me,
        'USD',
      ),
    ).toEqual([
      { currency: 'USD', amount: 2000, count: 2 },
      { currency: 'EUR', amount: 300, count: 1 },
    ]);
  });

  it('puts each tip in the bar of its local day, in the chart currency only', () => {
    const tips = [
      received('2026-11-01', 100),
      received('2026-11-01', 200),
      received('2026-11-30', 50),
      received('2026-11-15', 999, 'EUR'),
    ];
    const bars = chartBars(tips, { from: '2026-11-01', to: '2026-11-30', currency: 'USD', userId: me });
    expect(bars).toHaveLength(30);
    expect(bars[0]).toEqual({ start: '2026-11-01', end: '2026-11-01', amount: 300, count: 2 });
    expect(bars[29]).toMatchObject({ start: '2026-11-30', amount: 50, count: 1 });
    expect(bars.reduce((sum, bar) => sum + bar.amount, 0)).toBe(350);
  });

  it('groups days when the period is longer than a month', () => {
    const bars = chartBars([received('2026-03-31', 70)], {
      from: '2026-01-01',
      to: '2026-03-31',
      currency: 'USD',
      userId: me,
    });
    expect(bars.length).toBeLessThanOrEqual(31);
    expect(bars[0]).toMatchObject({ start: '2026-01-01', end: '2026-01-03' });
    expect(bars.at(-1)).toMatchObject({ end: '2026-03-31', amount: 70 });
  });

  it("sums a giver's day and period", () => {
    const today = fromYmd('2026-11-20')!;
    const figures = givenFigures([sent('2026-11-20', 1050), sent('2026-11-02', 500)], {
      userId: me,
      currency: 'USD',
      today,
    });
    expect(figures.today).toEqual([{ currency: 'USD', amount: 1050, count: 1 }]);
    expect(figures.period).toEqual([{ currency: 'USD', amount: 1550, count: 2 }]);
  });
});
