import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { USERS_BY_KIND } from '@test/fixtures';
import type { FetchHandler } from '@test/render-app';
import { callsTo, fail, makeMember, ok, renderTeamScreen, SLOW, TEAM } from './teams-test-kit';

const owner = makeMember({
  userId: '00000000-0000-4000-8000-0000000000aa',
  username: 'sunset.owner',
  role: 'owner',
  isTeamOwner: true,
});
const admin = makeMember({
  userId: '00000000-0000-4000-8000-0000000000bb',
  username: 'bea',
  role: 'admin',
  isTeamAdmin: true,
});
const ali = makeMember();
const pending = makeMember({
  userId: '00000000-0000-4000-8000-0000000000cc',
  username: 'nora',
  status: 'pending',
  invited: true,
  acceptedAt: null,
});
const invitation = {
  id: 'i-1',
  email: 'new.person@example.com',
  invitedBy: 'sunset.owner',
  createdAt: '2026-11-20T10:00:00.000Z',
  sentAt: '2026-11-20T10:00:00.000Z',
};

function api(overrides: FetchHandler = () => undefined): FetchHandler {
  return async (url, init) => {
    const own = await overrides(url, init);
    if (own) return own;
    if (url.includes('/teams/get-team-members?')) return ok({ team: TEAM, teamMembers: [owner, admin, ali] });
    if (url.includes('/teams/requests?'))
      return ok({ team: TEAM, teamMembers: [pending], invitations: [invitation] });
    if (url.endsWith('/user/teamjoinApproval'))
      return ok({ member: { ...pending, status: 'accepted' } }, 'The request has been accepted.');
    if (url.endsWith('/teams/send-team-invite'))
      return ok({ invited: 2 }, 'The invitations have been sent successfully');
    return undefined;
  };
}
const ownerUser = USERS_BY_KIND.teamOwner;

describe('/teamMembers', { timeout: 15_000 }, () => {
  it("shows the active team's members with role badges, requests, invitations and the code", async () => {
    const { fetchMock } = renderTeamScreen('/teamMembers', { user: ownerUser, handler: api() });
    await screen.findByText('nora', {}, SLOW);
    const rows = screen.getAllByTestId('member-row');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('noraInvited'),
      expect.stringContaining('sunset.ownerOwner'),
      expect.stringContaining('beaAdmin'),
      expect.stringContaining('ali'),
    ]);
    expect(within(rows[1]!).queryByRole('button')).not.toBeInTheDocument();
    expect(within(rows[2]!).getByRole('button', { name: 'Remove admin rights of bea' })).toBeInTheDocument();
    expect(within(rows[3]!).getByRole('button', { name: 'Make ali an admin' })).toBeInTheDocument();
    expect(within(rows[3]!).getByRole('link', { name: 'ali' })).toHaveAttribute(
      'href',
      `/TeamMemberProfile?userId=${ali.userId}&teamCode=SUNSET2026`,
    );
    expect(await screen.findByTestId('invitation-row')).toHaveTextContent('new.person@example.com');
    expect(screen.getByTestId('team-code')).toHaveTextContent('SUNSET2026');
    expect(screen.getByRole('link', { name: 'Team pool' })).toHaveAttribute('href', '/teamPool?teamId=t-1');
    expect(callsTo(fetchMock, '/teams/get-team-members')[0]!.url.searchParams.get('teamId')).toBe('t-1');
  });

  it('accepts a request only after the confirmation prompt', async () => {
    const ue = userEvent.setup();
    const { fetchMock } = renderTeamScreen('/teamMembers?teamCode=SUNSET2026', {
      user: ownerUser,
      handler: api(),
    });
    await ue.click(await screen.findByRole('button', { name: 'Accept nora' }, SLOW));
    const dialog = screen.getByRole('dialog', { name: 'Accept this request?' });
    expect(dialog).toHaveTextContent('nora will join the team');
    expect(callsTo(fetchMock, '/user/teamjoinApproval', 'PUT')).toHaveLength(0);
    await ue.click(within(dialog).getByRole('button', { name: 'Accept' }));
    expect(await screen.findByText('The request has been accepted.')).toBeInTheDocument();
    expect(callsTo(fetchMock, '/user/teamjoinApproval', 'PUT').map((c) => c.body)).toEqual([
      { teamCode: 'SUNSET2026', userId: pending.userId, status: 'accept' },
    ]);
  });

  it('removes a member after confirmation, and cancelling sends nothing', async () => {
    const ue = userEvent.setup();
    const { fetchMock } = renderTeamScreen('/teamMembers', {
      user: ownerUser,
      handler: api((url) =>
        url.endsWith('/user/teamjoinApproval')
          ? ok({ member: { ...ali, status: 'removed' } }, 'The member has been removed from the team.')
          : undefined,
      ),
    });
    await ue.click(await screen.findByRole('button', { name: 'Remove ali' }));
    await ue.click(
      within(screen.getByRole('dialog', { name: 'Remove this member?' })).getByRole('button', {
        name: 'Cancel',
      }),
    );
    expect(callsTo(fetchMock, '/user/teamjoinApproval', 'PUT')).toHaveLength(0);
    await ue.click(screen.getByRole('button', { name: 'Remove ali' }));
    await ue.click(
      within(screen.getByRole('dialog', { name: 'Remove this member?' })).getByRole('button', {
        name: 'Remove',
      }),
    );
    expect(await screen.findByText('The member has been removed from the team.')).toBeInTheDocument();
    expect(callsTo(fetchMock, '/user/teamjoinApproval', 'PUT')[0]!.body).toMatchObject({
      status: 'remove',
      userId: ali.userId,
    });
  });

  it('shows "Admin Limit Reached" when making an admin is refused for it', async () => {
    const ue = userEvent.setup();
    const { fetchMock } = renderTeamScreen('/teamMembers', {
      user: ownerUser,
      handler: api((url) =>
        url.endsWith('/teams/make-team-admin')
          ? fail(409, 'ADMIN_LIMIT_REACHED', 'Admin Limit Reached')
          : undefined,
      ),
    });
    await ue.click(await screen.findByRole('button', { name: 'Make ali an admin' }));
    await ue.click(
      within(screen.getByRole('dialog', { name: 'Make this member an admin?' })).getByRole('button', {
        name: 'Make admin',
      }),
    );
    expect(await screen.findByText('Admin Limit Reached')).toBeInTheDocument();
    expect(callsTo(fetchMock, '/teams/make-team-admin', 'POST')[0]!.body).toEqual({
      teamCode: 'SUNSET2026',
      userId: ali.userId,
    });
  });

  it('SPEC 8: a status change that fails on the network shows "Admin Limit Reached", else the server message', async () => {
    const ue = userEvent.setup();
    renderTeamScreen('/teamMembers', {
      user: ownerUser,
      handler: api((url) => {
        if (url.endsWith('/user/teamjoinApproval')) throw new TypeError('Failed to fetch');
        return undefined;
      }),
    });
    await ue.click(await screen.findByRole('button', { name: 'Reject nora' }, SLOW));
    await ue.click(
      within(screen.getByRole('dialog', { name: 'Reject this request?' })).getByRole('button', {
        name: 'Reject',
      }),
    );
    expect(await screen.findByText('Admin Limit Reached')).toBeInTheDocument();
    expect(screen.queryByText('Network error')).not.toBeInTheDocument();
  });

  it('shows the server message when a status change is refused', async () => {
    const ue = userEvent.setup();
    renderTeamScreen('/teamMembers', {
      user: ownerUser,
      handler: api((url) =>
        url.endsWith('/user/teamjoinApproval')
          ? fail(409, 'TEAM_REQUEST_NOT_PENDING', 'This request is no longer pending.')
          : undefined,
      ),
    });
    await ue.click(await screen.findByRole('button', { name: 'Accept nora' }, SLOW));
    await ue.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Accept' }));
    expect(await screen.findByText('This request is no longer pending.')).toBeInTheDocument();
  });

  it('invites several addresses at once and refuses a malformed one without sending', async () => {
    const ue = userEvent.setup();
    const { fetchMock } = renderTeamScreen('/teamMembers', { user: ownerUser, handler: api() });
    const field = await screen.findByLabelText(/Email addresses/);
    await ue.type(field, 'a@example.com, not-an-address');
    await ue.click(screen.getByRole('button', { name: 'Send invitations' }));
    expect(await screen.findByText('Please enter valid email (not-an-address)')).toBeInTheDocument();
    expect(callsTo(fetchMock, '/teams/send-team-invite', 'POST')).toHaveLength(0);

    await ue.clear(field);
    await ue.type(field, 'a@example.com{enter}B@Example.com');
    await ue.click(screen.getByRole('button', { name: 'Send invitations' }));
    expect(await screen.findByText('The invitations have been sent successfully')).toBeInTheDocument();
    expect(callsTo(fetchMock, '/teams/send-team-invite', 'POST')[0]!.body).toEqual({
      teamCode: 'SUNSET2026',
      emails: ['a@example.com', 'b@example.com'],
    });
    await waitFor(() => expect(field).toHaveValue(''));
  });

  it('says when there are no requests or invitations', async () => {
    renderTeamScreen('/teamMembers', {
      user: ownerUser,
      handler: api((url) =>
        url.includes('/teams/requests?') ? ok({ team: TEAM, teamMembers: [], invitations: [] }) : undefined,
      ),
    });
    expect(await screen.findByText('No requests are waiting.', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText('No invitations are waiting for an answer.')).toBeInTheDocument();
  });

  it("shows the server's not-found for a team the caller does not manage", async () => {
    renderTeamScreen('/teamMembers?teamCode=OTHER', {
      user: ownerUser,
      handler: api((url) =>
        url.includes('teamCode=OTHER') ? fail(404, 'TEAM_NOT_FOUND', 'Team not found.') : undefined,
      ),
    });
    expect(await screen.findByText('Team not found.')).toBeInTheDocument();
  });
});
