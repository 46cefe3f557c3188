import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { USERS_BY_KIND } from '@test/fixtures';
import { callsTo, fail, makeMember, ok, renderTeamScreen } from './teams-test-kit';

const publicTeam = {
  team: {
    name: 'Sunset Housekeeping',
    code: 'SUNSET2026',
    owner: { username: 'sunset.owner', profileImg: null },
    memberCount: 4,
  },
};

function api(url: string, init?: RequestInit) {
  if (url.endsWith('/teams/SUNSET2026')) return ok(publicTeam);
  if (url.endsWith('/teams/NOSUCH')) return fail(404, 'TEAM_NOT_FOUND', 'Team not found.');
  if (url.endsWith('/teams/joinTeamRequest') && init?.method === 'POST')
    return ok({ member: makeMember({ status: 'pending' }) }, 'team request sent successfully');
  return undefined;
}

describe('/joinTeamRequest', { timeout: 15_000 }, () => {
  it('shows the team of the invitation link and asks for confirmation before sending the request', async () => {
    const ue = userEvent.setup();
    const { fetchMock } = renderTeamScreen('/joinTeamRequest?teamCode=SUNSET2026', {
      user: USERS_BY_KIND.individualRole,
      handler: api,
    });
    expect(await screen.findByLabelText(/Team code/)).toHaveValue('SUNSET2026');
    const preview = await screen.findByTestId('team-preview');
    expect(preview).toHaveTextContent('Sunset Housekeeping');
    expect(preview).toHaveTextContent('Owner: sunset.owner');
    expect(preview).toHaveTextContent('4 members');

    await ue.click(screen.getByRole('button', { name: 'Ask to join' }));
    const dialog = screen.getByRole('dialog', { name: 'Join this team?' });
    expect(callsTo(fetchMock, '/teams/joinTeamRequest', 'POST')).toHaveLength(0);
    await ue.click(within(dialog).getByRole('button', { name: 'Join team' }));

    expect(await screen.findByText('team request sent successfully')).toBeInTheDocument();
    expect(callsTo(fetchMock, '/teams/joinTeamRequest', 'POST').map((c) => c.body)).toEqual([
      { teamCode: 'SUNSET2026' },
    ]);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/my-teams'));
  });

  it('sends nothing when the join is cancelled', async () => {
    const ue = userEvent.setup();
    const { fetchMock } = renderTeamScreen('/joinTeamRequest?teamCode=SUNSET2026', {
      user: USERS_BY_KIND.individualRole,
      handler: api,
    });
    await ue.click(await screen.findByRole('button', { name: 'Ask to join' }));
    await ue.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(callsTo(fetchMock, '/teams/joinTeamRequest', 'POST')).toHaveLength(0);
  });

  it('says "Please enter valid team code" for an empty or malformed code, without asking the server', async () => {
    const ue = userEvent.setup();
    const { fetchMock } = renderTeamScreen('/joinTeamRequest', {
      user: USERS_BY_KIND.individualRole,
      handler: api,
    });
    await ue.click(await screen.findByRole('button', { name: 'Find team' }));
    expect(await screen.findByText('Please enter valid team code')).toBeInTheDocument();
    await ue.type(screen.getByLabelText(/Team code/), 'ab-12');
    await ue.click(screen.getByRole('button', { name: 'Find team' }));
    expect(screen.getByText('Please enter valid team code')).toBeInTheDocument();
    expect(fetchMock.mock.calls.filter(([url]) => String(url).includes('/teams/'))).toHaveLength(0);
  });

  it("shows the server's answer for a code that names no team, and offers no join", async () => {
    const ue = userEvent.setup();
    renderTeamScreen('/joinTeamRequest', { user: USERS_BY_KIND.individualRole, handler: api });
    await ue.type(await screen.findByLabelText(/Team code/), 'nosuch');
    await ue.click(screen.getByRole('button', { name: 'Find team' }));
    expect(await screen.findByText('Team not found.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ask to join' })).not.toBeInTheDocument();
  });

  it("shows the server's refusal of the request as a toast and stays", async () => {
    const ue = userEvent.setup();
    renderTeamScreen('/joinTeamRequest?teamCode=SUNSET2026', {
      user: USERS_BY_KIND.individualRole,
      handler: (url, init) =>
        url.endsWith('/teams/joinTeamRequest')
          ? fail(409, 'ALREADY_TEAM_MEMBER', 'You are already a member of this team.')
          : api(url, init),
    });
    await ue.click(await screen.findByRole('button', { name: 'Ask to join' }));
    await ue.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Join team' }));
    expect(await screen.findByText('You are already a member of this team.')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/joinTeamRequest');
  });
});

describe('/joinTeam', () => {
  it('confirms the team, then goes on to registration carrying the team code', async () => {
    const ue = userEvent.setup();
    renderTeamScreen('/joinTeam?teamCode=SUNSET2026', { user: null, handler: api });
    await ue.click(await screen.findByRole('button', { name: 'Continue to sign up' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/joinTeam');
    await ue.click(
      within(screen.getByRole('dialog', { name: 'Join this team?' })).getByRole('button', {
        name: 'Join team',
      }),
    );
    expect(screen.getByTestId('location')).toHaveTextContent('/signUp?teamCode=SUNSET2026');
  });
});
