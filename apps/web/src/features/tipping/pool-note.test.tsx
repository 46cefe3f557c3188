import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import i18next from 'i18next';
import type { PoolNote } from '@opentip/shared/schemas/team-pool.schema';
import { renderApp } from '@test/render-app';
import { ok, PAYEE, renderTipping, storeTip } from './test-harness';

const TEAM = { ...PAYEE, username: 'sunset.housekeeping', teamId: '7a1c2e3f-4b5d-4e6f-8a7b-9c0d1e2f3a4b' };
const TEAM_NAME = 'Sunset Hotel Housekeeping';
const note = (overrides: Partial<PoolNote>): PoolNote => ({
  kind: 'equal',
  team: TEAM_NAME,
  memberCount: 0,
  members: [],
  ...overrides,
});
const payeeAt = (pool: PoolNote | null) => (url: string) =>
  url.includes('/payee-details/TEAM000001') ? ok({ payee: { ...TEAM, pool } }) : undefined;

async function noteFor(pool: PoolNote) {
  const { unmount } = renderApp('/tip-receiver-details/TEAM000001', { handler: payeeAt(pool) });
  const text = (await screen.findByTestId('pool-note')).textContent;
  unmount();
  return text;
}

afterEach(async () => {
  await i18next.changeLanguage('en');
});

describe('a guest tipping a team reads who shares the tip, before paying', { timeout: 30_000 }, () => {
  it('names the one member who shares it (the owner, who does not share, is never counted)', async () => {
    expect(await noteFor(note({ memberCount: 1, members: ['ali.housekeeping'] }))).toBe(
      'Your tip goes to the pool of Sunset Hotel Housekeeping, and from there to ali.housekeeping.',
    );
  });

  it('names a few members, and says how they share', async () => {
    expect(await noteFor(note({ kind: 'hours', memberCount: 2, members: ['ali', 'bea'] }))).toBe(
      'Your tip goes to the pool of Sunset Hotel Housekeeping, shared between ali and bea — by hours worked.',
    );
    expect(await noteFor(note({ memberCount: 3, members: ['ali', 'bea', 'carla'] }))).toBe(
      'Your tip goes to the pool of Sunset Hotel Housekeeping, shared between ali, bea, and carla — equally.',
    );
  });

  it('counts a larger team', async () => {
    expect(await noteFor(note({ kind: 'points', memberCount: 6 }))).toBe(
      'Your tip goes to the pool of Sunset Hotel Housekeeping, shared between 6 team members — by points per role.',
    );
  });

  it('says the tip waits in the pool while nobody shares it yet', async () => {
    expect(await noteFor(note({ memberCount: 0 }))).toBe(
      'Your tip goes to the pool of Sunset Hotel Housekeeping. It stays there until team members join to share it.',
    );
  });

  it('reads in Arabic, names joined and counts in its plural forms', async () => {
    await i18next.changeLanguage('ar');
    expect(await noteFor(note({ memberCount: 2, members: ['ali', 'bea'] }))).toBe(
      'تذهب إكراميتك إلى صندوق Sunset Hotel Housekeeping، وتُقسَم بين ali وbea — بالتساوي.',
    );
    expect(await noteFor(note({ kind: 'points', memberCount: 6 }))).toBe(
      'تذهب إكراميتك إلى صندوق Sunset Hotel Housekeeping، وتُقسَم بين 6 أعضاء في الفريق — حسب نقاط كل دور.',
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
    storeTip({ payee: { ...TEAM, pool: note({ kind: 'percent', memberCount: 12 }) } });
    renderTipping('/CalculateTip');
    expect(await screen.findByTestId('pool-note')).toHaveTextContent(
      'Your tip goes to the pool of Sunset Hotel Housekeeping, shared between 12 team members — by fixed percentages.',
    );
  });
});
