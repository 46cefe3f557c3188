import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeUser } from '@test/fixtures';
import { json, renderApp } from '@test/render-app';
import { callsTo } from './teams-test-kit';

const PASSWORD = 'Tip-jar#2024';

// Filling the whole sign-up form takes a few seconds on a busy machine.
describe('/signUp?teamCode= (from /joinTeam or an invitation)', { timeout: 20_000 }, () => {
  it("registers a team member: a receiver with the link's team code and no account type of its own", async () => {
    const ue = userEvent.setup();
    const created = makeUser({ accountType: 'teamMember', email: 'nora@example.com' });
    const { fetchMock } = renderApp('/signUp?teamCode=SUNSET2026', {
      handler: (url) =>
        url.endsWith('/auth/register')
          ? json(201, {
              success: true,
              message: 'user created successfully',
              data: { user: created, signUpToken: 's-1' },
            })
          : undefined,
    });
    await screen.findByRole('heading', { name: 'Join your team as a member' });
    expect(screen.getByLabelText(/Team code/)).toHaveValue('SUNSET2026');
    await ue.type(screen.getByLabelText(/First name/), 'Nora');
    await ue.type(screen.getByLabelText(/Last name/), 'Haddad');
    await ue.type(screen.getByLabelText(/User name/), 'nora.h');
    await ue.type(screen.getByLabelText(/^Email/), 'nora@example.com');
    await ue.type(screen.getByLabelText(/Phone number/), '+34 600 123 456');
    await ue.selectOptions(screen.getByLabelText(/Occupation/), 'housekeeping');
    await ue.type(screen.getByLabelText(/^Password/), PASSWORD);
    await ue.type(screen.getByLabelText(/Confirm password/), PASSWORD);
    await ue.click(screen.getByRole('button', { name: 'Create account' }));

    await waitFor(() => expect(callsTo(fetchMock, '/auth/register', 'POST')).toHaveLength(1));
    const body = callsTo(fetchMock, '/auth/register', 'POST')[0]!.body;
    expect(body).toMatchObject({ userType: 'payee', teamCode: 'SUNSET2026', occupation: 'housekeeping' });
    expect(body).not.toHaveProperty('accountType');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/verification'));
  });

  it('without a team code /signUp stays the giver sign-up', async () => {
    renderApp('/signUp');
    await screen.findByRole('heading', { name: 'Create your tip giver account' });
    expect(screen.queryByLabelText(/Team code/)).not.toBeInTheDocument();
  });
});
