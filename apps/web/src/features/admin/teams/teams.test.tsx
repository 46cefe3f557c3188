import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ok, renderAdminScreen, requestsTo } from '../shell/admin-test-kit';
import TeamPage from './team-page';
import TeamsPage from './teams-page';

const TEAM = '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d';
const OWNER = '7c2e3d4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f';
const MEMBER = '8d3f4e5a-6b7c-4d8e-9f0a-1b2c3d4e5f6a';
const RUN = '9e4a5b6c-7d8e-4f9a-8b1c-2d3e4f5a6b7c';

const summary = {
  id: TEAM,
  name: 'Aurora Floor',
  code: 'ab12cd34',
  createdAt: '2026-03-01T10:00:00.000Z',
  owner: { id: OWNER, username: 'aurora', email: 'owner@aurora.test' },
  business: null,
  membersCount: 3,
};

describe('/admin/teams', () => {
  it('lists teams with code, owner and members, and sends the search', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderAdminScreen('/admin/teams', '/admin/teams', <TeamsPage />, (url) =>
      url.split('?')[0]?.endsWith('/admin/teams')
        ? ok({ teams: [summary], page: 1, total: 1, hasMore: false })
        : undefined,
    );
    const row = await screen.findByTestId(`team-${TEAM}`);
    expect(row).toHaveTextContent('Aurora Floor');
    expect(row).toHaveTextContent('ab12cd34');
    expect(row).toHaveTextContent('@aurora');
    expect(row).toHaveTextContent('Members: 3');
    expect(within(row).getByRole('link')).toHaveAttribute('href', `/admin/teams/${TEAM}`);
    await user.type(screen.getByLabelText('Team name, team code or owner'), 'ab12');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await screen.findByText('/admin/teams?q=ab12', { selector: '[data-testid="location"]' });
    expect(requestsTo(fetchMock, '/admin/teams').at(-1)?.query.get('q')).toBe('ab12');
  });

  it('says when no team matches', async () => {
    renderAdminScreen('/admin/teams?q=zzz', '/admin/teams', <TeamsPage />, (url) =>
      url.split('?')[0]?.endsWith('/admin/teams')
        ? ok({ teams: [], page: 1, total: 0, hasMore: false })
        : undefined,
    );
    expect(await screen.findByText('No team matches this search.')).toBeInTheDocument();
  });
});

const detail = {
  team: summary,
  members: [
    { userId: OWNER, username: 'aurora', fullName: null, role: 'owner', status: 'accepted' },
    { userId: MEMBER, username: 'bea', fullName: 'Bea Server', role: 'member', status: 'pending' },
  ],
  policy: {
    kind: 'hours',
    frequency: 'weekly',
    roles: [],
    members: [],
    hoursSource: 'typed',
    updatedAt: null,
  },
  runs: [
    {
      id: RUN,
      seq: 4,
      periodStart: '2026-03-01T00:00:00.000Z',
      periodEnd: '2026-03-08T00:00:00.000Z',
      trigger: 'scheduled',
      policyKind: 'hours',
      status: 'failed',
      totals: [{ currency: 'USD', amount: 12345 }],
      sharesCount: 2,
      createdAt: '2026-03-08T00:00:00.000Z',
    },
  ],
  contests: [
    {
      id: 'c1',
      runId: RUN,
      runSeq: 4,
      member: { userId: MEMBER, username: 'bea', fullName: 'Bea Server' },
      reason: 'My hours were 8, not 4.',
      status: 'open',
      answer: null,
      createdAt: '2026-03-09T00:00:00.000Z',
    },
  ],
};

describe('/admin/teams/:id', () => {
  it('shows members with role and status, the pool policy, runs with totals and contests', async () => {
    renderAdminScreen(`/admin/teams/${TEAM}`, '/admin/teams/:id', <TeamPage />, (url) =>
      url.endsWith(`/admin/teams/${TEAM}`) ? ok(detail) : undefined,
    );
    expect(await screen.findByRole('heading', { name: 'Aurora Floor' })).toBeInTheDocument();
    const members = screen.getByRole('region', { name: 'Members' });
    expect(within(members).getByRole('link', { name: /Bea Server/ })).toHaveAttribute(
      'href',
      `/admin/people/${MEMBER}`,
    );
    expect(members).toHaveTextContent('Asked to join');
    expect(screen.getByText('Hours worked')).toBeInTheDocument();
    expect(screen.getByText('Weekly')).toBeInTheDocument();
    const run = screen.getByTestId('run-4');
    expect(run).toHaveTextContent('$123.45');
    expect(run).toHaveTextContent('Shares: 2');
    expect(run).toHaveTextContent('A payout failed');
    const contests = screen.getByRole('region', { name: 'Contests' });
    expect(contests).toHaveTextContent('My hours were 8, not 4.');
    expect(contests).toHaveTextContent('Run #4');
    expect(contests).toHaveTextContent('Open');
  });

  it('says when the pool was never shared out and nobody contested', async () => {
    renderAdminScreen(`/admin/teams/${TEAM}`, '/admin/teams/:id', <TeamPage />, (url) =>
      url.endsWith(`/admin/teams/${TEAM}`) ? ok({ ...detail, runs: [], contests: [] }) : undefined,
    );
    expect(await screen.findByText('The pool has not been shared out yet.')).toBeInTheDocument();
    expect(screen.getByText('No member has contested a run.')).toBeInTheDocument();
  });
});
