import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { USERS_BY_KIND } from '@test/fixtures';
import { callsTo, fail, makeMember, ok, renderTeamScreen, TEAM } from './teams-test-kit';

const ali = makeMember({ fullName: 'Ali Hassan' });
const tip = {
  id: 'tip-1',
  status: 'succeeded',
  currency: 'USD',
  amounts: { tip: 1000, fee: 50, net: 950, total: 1000 },
  billAmount: null,
  percent: null,
  coverFee: false,
  paymentType: 'card',
  card: null,
  comment: null,
  payee: { id: ali.userId, username: 'ali', profileImg: null },
  giver: null,
  toTeamId: 't-1',
  fromTeamId: null,
  refundedAmount: 0,
  feedback: null,
  createdAt: '2026-11-20T10:00:00.000Z',
};
const path = `/TeamMemberProfile?userId=${ali.userId}&teamCode=SUNSET2026`;

describe('/TeamMemberProfile', () => {
  it('shows the member and their tips through the team, asking for page 1', async () => {
    const { fetchMock } = renderTeamScreen(path, {
      user: USERS_BY_KIND.teamOwner,
      handler: (url) =>
        url.includes('/teams/get-team-member-profile?')
          ? ok({ team: TEAM, member: ali, transactions: [tip], page: 1, limit: 20, total: 1, hasMore: false })
          : undefined,
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'ali' })).toBeInTheDocument();
    expect(screen.getByText('Ali Hassan')).toBeInTheDocument();
    expect(screen.getByText('Housekeeping')).toBeInTheDocument();
    const row = screen.getByTestId('member-tip');
    expect(row).toHaveTextContent('Guest');
    expect(row).toHaveTextContent('$9.50');
    const query = callsTo(fetchMock, '/teams/get-team-member-profile')[0]!.url.searchParams;
    expect(Object.fromEntries(query)).toEqual({ page: '1', userId: ali.userId, teamCode: 'SUNSET2026' });
  });

  it('says "No record found" when the member has no tips yet', async () => {
    renderTeamScreen(path, {
      user: USERS_BY_KIND.teamOwner,
      handler: (url) =>
        url.includes('/teams/get-team-member-profile?')
          ? ok({ team: TEAM, member: ali, transactions: [], page: 1, limit: 20, total: 0, hasMore: false })
          : undefined,
    });
    expect(await screen.findByText('No record found')).toBeInTheDocument();
  });

  it("shows the server's not-found for someone who is not in the team", async () => {
    renderTeamScreen(path, {
      user: USERS_BY_KIND.teamOwner,
      handler: (url) =>
        url.includes('/teams/get-team-member-profile?')
          ? fail(404, 'TEAM_MEMBER_NOT_FOUND', 'Team member not found.')
          : undefined,
    });
    expect(await screen.findByText('Team member not found.')).toBeInTheDocument();
  });

  it('without a member in the link, points back to the member list', async () => {
    const { fetchMock } = renderTeamScreen('/TeamMemberProfile', { user: USERS_BY_KIND.teamOwner });
    expect(await screen.findByRole('link', { name: 'Team members' })).toHaveAttribute('href', '/teamMembers');
    expect(callsTo(fetchMock, '/teams/get-team-member-profile')).toHaveLength(0);
  });
});
