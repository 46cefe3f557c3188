import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { MyTeam } from '@opentip/shared/schemas/teams.schema';
import { USERS_BY_KIND } from '@test/fixtures';
import { json, renderApp, type FetchHandler } from '@test/render-app';
import { homeApi } from './home-test-kit';

const ok = (data: unknown) => json(200, { success: true, message: 'OK', data });
const SLOW = { timeout: 8000 };

function team(overrides: Partial<MyTeam> = {}): MyTeam {
  return {
    id: 't-1',
    name: 'Sunset Housekeeping',
    code: 'SUNSET2026',
    owner: { username: 'sunset.housekeeping', profileImg: null },
    role: 'owner',
    status: 'accepted',
    isTeamAdmin: false,
    isActive: true,
    memberCount: 6,
    requestedAt: '2026-11-01T10:00:00.000Z',
    acceptedAt: '2026-11-01T10:00:00.000Z',
    ...overrides,
  };
}

const pending = (userId: string) => ({
  userId,
  username: `person-${userId}`,
  fullName: null,
  profileImg: null,
  occupation: null,
  role: 'member',
  status: 'pending',
  isTeamAdmin: false,
  isTeamOwner: false,
  invited: false,
  requestedAt: '2026-11-20T10:00:00.000Z',
  acceptedAt: null,
});

function teamsApi(teams: MyTeam[]): FetchHandler {
  const home = homeApi({});
  return (url, init) => {
    const { pathname, searchParams } = new URL(url, 'http://localhost');
    if (pathname === '/api/v1/teams') return ok({ teams });
    if (pathname === '/api/v1/teams/pool' && searchParams.get('teamId') === 't-1')
      return ok({
        team: { id: 't-1', name: 'Sunset Housekeeping', code: 'SUNSET2026', myRole: 'owner' },
        policy: {
          kind: 'equal',
          frequency: 'weekly',
          roles: [],
          members: [],
          hoursSource: 'typed',
          updatedAt: null,
        },
        pools: [
          { currency: 'USD', amount: 12000, tipCount: 7 },
          { currency: 'EUR', amount: 3050, tipCount: 2 },
        ],
        summary: {
          periodStart: '2026-11-16T00:00:00.000Z',
          periodEnd: '2026-11-23T00:00:00.000Z',
          currencies: [],
        },
        nextRunAt: '2026-11-23T00:00:00.000Z',
        contestWindowDays: 14,
        openContests: 2,
      });
    if (pathname === '/api/v1/teams/requests' && searchParams.get('teamCode') === 'SUNSET2026')
      return ok({
        team: { id: 't-1', name: 'Sunset Housekeeping', code: 'SUNSET2026', myRole: 'owner' },
        teamMembers: [pending('a'), pending('b'), pending('c')],
        invitations: [],
      });
    return home(url, init);
  };
}

describe("/Home's team section", { timeout: 30_000 }, () => {
  it("shows an owner each managed team's pool, requests, contests and next share-out", async () => {
    renderApp('/Home', { user: USERS_BY_KIND.teamOwner, handler: teamsApi([team()]) });
    const card = await screen.findByTestId('home-team', {}, SLOW);
    expect(card).toHaveTextContent('Sunset Housekeeping');
    expect(await within(card).findByText('$120.00')).toBeInTheDocument();
    expect(within(card).getByTestId('home-team-waiting')).toHaveTextContent(
      'Waiting in the pool$120.00€30.50',
    );
    expect(await within(card).findByText('3')).toBeInTheDocument();
    expect(within(card).getByTestId('home-team-requests')).toHaveTextContent('Pending requests3');
    expect(within(card).getByTestId('home-team-contests')).toHaveTextContent('Open contests2');
    expect(within(card).getByTestId('home-team-next')).toHaveTextContent(/Next share-outNov 23, 2026/);
    expect(within(card).getByRole('link', { name: 'Members' })).toHaveAttribute(
      'href',
      '/teamMembers?teamCode=SUNSET2026',
    );
    expect(within(card).getByRole('link', { name: 'Pool' })).toHaveAttribute('href', '/teamPool?teamId=t-1');
  });

  it("gives a member a link to their team's pool and no manager's card", async () => {
    renderApp('/Home', {
      user: USERS_BY_KIND.teamMember,
      handler: teamsApi([
        team({ role: 'member' }),
        team({ id: 't-2', name: 'Blue Lagoon', status: 'pending' }),
      ]),
    });
    expect(await screen.findByRole('link', { name: 'Pool of Sunset Housekeeping' }, SLOW)).toHaveAttribute(
      'href',
      '/teamPool?teamId=t-1',
    );
    expect(screen.queryByRole('link', { name: 'Pool of Blue Lagoon' })).not.toBeInTheDocument();
    expect(screen.queryByTestId('home-team')).not.toBeInTheDocument();
  });

  it('asks nothing about teams for a tip giver', async () => {
    const { fetchMock } = renderApp('/Home', { user: USERS_BY_KIND.tipGiver, handler: teamsApi([team()]) });
    expect(await screen.findByText('Your recent tips', {}, SLOW)).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/api/v1/teams'))).toBe(false);
  });
});
