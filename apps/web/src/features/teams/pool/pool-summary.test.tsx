import { afterEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import i18next from 'i18next';
import {
  makeOverview,
  makePreview,
  makeSummary,
  memberUser,
  poolApi,
  poolPath,
  renderPool,
  SLOW,
} from './pool-test-kit';

afterEach(async () => {
  await i18next.changeLanguage('en');
});

/** The summary's rows as [label, amount] pairs, in the order they are read. */
function rowsOf(currency: string) {
  const line = screen.getByTestId(`pool-summary-${currency}`);
  return within(line)
    .getAllByRole('term')
    .map((term) => [term.textContent, term.nextElementSibling?.textContent]);
}

const render = (summary = makeSummary()) =>
  renderPool(poolPath, {
    user: memberUser,
    handler: poolApi({ overview: makeOverview({ summary }, 'member'), preview: makePreview() }),
  });

describe('/teamPool explains what the pool holds', { timeout: 30_000 }, () => {
  it('from the opening balance, the tips and the share-out since, to what it holds now', async () => {
    render();
    await screen.findByTestId('pool-summary-USD', {}, SLOW);
    expect(rowsOf('USD')).toEqual([
      ['Opening balance, Nov 8, 2026, 12:00 AM', '$45.00'],
      ['7 tips', '$120.00'],
      ['Shared out (run #3)', '-$45.00'],
      ['In the pool now', '$120.00'],
    ]);
  });

  it('lists refunds when there are any, and each currency on its own, never added together', async () => {
    const summary = makeSummary({
      opening: 0,
      tips: { count: 1, amount: 1500 },
      refunds: { count: 1, amount: 500 },
      sharedOut: { runs: [], amount: 0 },
      closing: 1000,
    });
    summary.currencies.unshift({
      currency: 'EUR',
      opening: 700,
      tips: { count: 2, amount: 2500 },
      refunds: { count: 0, amount: 0 },
      sharedOut: { runs: [4, 5], amount: 3200 },
      closing: 0,
    });
    render(summary);
    await screen.findByTestId('pool-summary-USD', {}, SLOW);
    expect(rowsOf('USD')).toEqual([
      ['Opening balance, Nov 8, 2026, 12:00 AM', '$0.00'],
      ['1 tip', '$15.00'],
      ['1 refund', '-$5.00'],
      ['In the pool now', '$10.00'],
    ]);
    expect(rowsOf('EUR').slice(2)).toEqual([
      ['Shared out (runs #4, #5)', '-€32.00'],
      ['In the pool now', '€0.00'],
    ]);
  });

  it('reads in Arabic with its plural forms', async () => {
    await i18next.changeLanguage('ar');
    render(makeSummary({ tips: { count: 2, amount: 12000 } }));
    await screen.findByTestId('pool-summary-USD', {}, SLOW);
    const rows = rowsOf('USD');
    expect(rows[1]![0]).toBe('إكراميتان');
    expect(rows[2]![0]).toBe('الموزَّع (التوزيع #3)');
    expect(rows[3]![0]).toBe('في الصندوق الآن');
  });
});
