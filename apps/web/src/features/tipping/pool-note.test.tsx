import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import i18next from 'i18next';
import type { PoolNote } from '@opentip/shared/schemas/team-pool.schema';
import { renderApp } from '@test/render-app';
import { ok, PAYEE, renderTipping, storeTip } from './test-harness';

const TEAM = { ...PAYEE, username: 'sunset.housekeeping', teamId: '7a1c2e3f-4b5d-4e6f-8a7b-9c0d1e2f3a4b' };
const payeeAt = (pool: PoolNote | null) => (url: string) =>
  url.includes('/payee-details/TEAM000001') ? ok({ payee: { ...TEAM, pool } }) : undefined;

afterEach(async () => {
  await i18next.changeLanguage('en');
});

describe("a guest tipping a team sees how the team's pool shares the tip", { timeout: 30_000 }, () => {
  it('says how many members share it and under which policy, before paying', async () => {
    renderApp('/tip-receiver-details/TEAM000001', { handler: payeeAt({ kind: 'hours', memberCount: 6 }) });
    expect(await screen.findByTestId('pool-note')).toHaveTextContent(
      'Your tip is shared among the 6 members of sunset.housekeeping — by hours worked.',
    );
    expect(screen.getByRole('button', { name: 'Tip sunset.housekeeping' })).toBeEnabled();
  });

  it('uses the plural forms of the language (one member; Arabic "few")', async () => {
    const { unmount } = renderApp('/tip-receiver-details/TEAM000001', {
      handler: payeeAt({ kind: 'equal', memberCount: 1 }),
    });
    expect(await screen.findByTestId('pool-note')).toHaveTextContent(
      'Your tip goes to the only member of sunset.housekeeping.',
    );
    unmount();
    await i18next.changeLanguage('ar');
    renderApp('/tip-receiver-details/TEAM000001', { handler: payeeAt({ kind: 'points', memberCount: 6 }) });
    expect(await screen.findByTestId('pool-note')).toHaveTextContent(
      'تُوزَّع إكراميتك على 6 أعضاء في sunset.housekeeping — حسب نقاط كل دور.',
    );
  });

  it("says nothing of a pool when tipping a person's own account", async () => {
    renderApp('/tip-receiver-details/DEM0000001', {
      handler: (url) => (url.includes('/payee-details/DEM0000001') ? ok({ payee: PAYEE }) : undefined),
    });
    expect(await screen.findByRole('heading', { name: 'maria.server' })).toBeInTheDocument();
    expect(screen.queryByTestId('pool-note')).not.toBeInTheDocument();
  });

  it('repeats the note where the amount is chosen', async () => {
    storeTip({ payee: { ...TEAM, pool: { kind: 'percent', memberCount: 12 } } });
    renderTipping('/CalculateTip');
    expect(await screen.findByTestId('pool-note')).toHaveTextContent(
      'Your tip is shared among the 12 members of sunset.housekeeping — by fixed percentages.',
    );
  });
});
