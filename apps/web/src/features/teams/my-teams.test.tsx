import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { USERS_BY_KIND } from '@test/fixtures';
import { fail, makeMyTeam, ok, renderTeamScreen } from './teams-test-kit';

const answer = (teams: unknown[]) => (url: string) =>
  url.endsWith('/api/v1/teams') ? ok({ teams }) : undefined;

describe('/my-teams', () => {
  it('lists each team with its role and status, a pending request shown as waiting', async () => {
    renderTeamScreen('/my-teams', {
      user: USERS_BY_KIND.teamMember,
      handler: answer([
        makeMyTeam({ role: 'admin' }),
        makeMyTeam({
          id: 't-2',
          name: 'Blue Lagoon Caddies',
          code: 'LAGOON',
          status: 'pending',
          isActive: false,
        }),
      ]),
    });
    const [first, second] = await screen.findAllByTestId('my-team');
    expect(first).toHaveTextContent('Sunset Housekeeping');
    expect(first).toHaveTextContent('Admin');
    expect(first).toHaveTextContent('Current team');
    expect(second).toHaveTextContent('Blue Lagoon Caddies');
    expect(second).toHaveTextContent('Waiting for approval');
    expect(second).toHaveTextContent('Please wait for your request to be approved.');
    expect(second).not.toHaveTextContent('Manage team');
    expect(screen.getByRole('link', { name: 'Manage team' })).toHaveAttribute(
      'href',
      '/teamMembers?teamCode=SUNSET2026',
    );
    // Only an accepted membership opens the team's pool.
    expect(
      screen.getAllByRole('link', { name: 'Team pool' }).map((link) => link.getAttribute('href')),
    ).toEqual(['/teamPool?teamId=t-1']);
    expect(screen.getByRole('link', { name: 'Join another team' })).toHaveAttribute(
      'href',
      '/joinTeamRequest',
    );
  });

  it('says there are no teams yet and offers to join one', async () => {
    renderTeamScreen('/my-teams', { user: USERS_BY_KIND.individualRole, handler: answer([]) });
    expect(await screen.findByRole('heading', { name: 'No teams yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Join another team' })).toHaveAttribute(
      'href',
      '/joinTeamRequest',
    );
  });

  it("shows the server's message when the list cannot be loaded", async () => {
    renderTeamScreen('/my-teams', {
      user: USERS_BY_KIND.individualRole,
      handler: (url) =>
        url.endsWith('/api/v1/teams') ? fail(429, 'RATE_LIMITED', 'Try again soon.') : undefined,
    });
    expect(await screen.findByText('Try again soon.')).toBeInTheDocument();
  });
});
