import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import type { SessionUser } from '@opentip/shared/schemas/user.schema';
import { USERS_BY_KIND } from '@test/fixtures';
import { renderApp } from '@test/render-app';

interface Case {
  kind: string;
  user: SessionUser | null;
  allowed: { path: string };
  forbidden: { path: string; target: string };
}

const CASES: Case[] = [
  {
    kind: 'visitor',
    user: null,
    allowed: { path: '/login' },
    forbidden: { path: '/chat', target: '/welcome' },
  },
  {
    kind: 'tipGiver',
    user: USERS_BY_KIND.tipGiver,
    allowed: { path: '/CalculateTip' },
    forbidden: { path: '/stripe', target: '/Home' },
  },
  {
    kind: 'individualRole',
    user: USERS_BY_KIND.individualRole,
    allowed: { path: '/my-teams' },
    forbidden: { path: '/business-detail', target: '/Home' },
  },
  {
    kind: 'teamMember',
    user: USERS_BY_KIND.teamMember,
    allowed: { path: '/joinTeamRequest' },
    forbidden: { path: '/CalculateTip', target: '/Home' },
  },
  {
    kind: 'teamOwner',
    user: USERS_BY_KIND.teamOwner,
    allowed: { path: '/teamMembers' },
    forbidden: { path: '/my-teams', target: '/Home' },
  },
  {
    kind: 'teamAdmin',
    user: USERS_BY_KIND.teamAdmin,
    allowed: { path: '/TeamMemberProfile' },
    forbidden: { path: '/business-subscription', target: '/Home' },
  },
  {
    kind: 'businessUser',
    user: USERS_BY_KIND.businessUser,
    allowed: { path: '/business-detail' },
    forbidden: { path: '/teamMembers', target: '/Home' },
  },
];

describe('route guard (SPEC 2)', () => {
  describe.each(CASES)('$kind', ({ user, allowed, forbidden }) => {
    it(`opens an allowed route (${allowed.path})`, async () => {
      renderApp(allowed.path, { user });
      // The guard answers before the screen's code loads: once the screen is in, no redirect happened.
      await waitFor(() => expect(screen.queryByText('Loading…')).not.toBeInTheDocument());
      expect(screen.getByTestId('location').textContent).toBe(allowed.path);
      expect(screen.queryByRole('heading', { name: 'Page not found.' })).not.toBeInTheDocument();
    });

    it(`sends a forbidden route (${forbidden.path}) to ${forbidden.target}`, async () => {
      renderApp(forbidden.path, { user });
      expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
      expect(screen.getByTestId('location').textContent).toBe(forbidden.target);
    });

    it('shows "Page not found." with a way to /welcome on an unknown path', async () => {
      renderApp('/no/such/page', { user });
      expect(await screen.findByRole('heading', { name: 'Page not found.' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: /welcome page/i })).toHaveAttribute('href', '/welcome');
    });
  });

  it('treats paths case-sensitively: /home is the dashboard, /Home the account', async () => {
    renderApp('/home', { user: USERS_BY_KIND.individualRole });
    await waitFor(() => expect(screen.queryByText('Loading…')).not.toBeInTheDocument());
    expect(screen.getByTestId('location').textContent).toBe('/home');
    expect(screen.queryByTestId('account-role')).not.toBeInTheDocument();
  });

  it('sends a signed-in user away from the visitor-only login screen to /Home', async () => {
    renderApp('/login', { user: USERS_BY_KIND.tipGiver });
    expect(await screen.findByRole('heading', { level: 1, name: 'maria' })).toBeInTheDocument();
    expect(screen.getByTestId('location').textContent).toBe('/Home');
  });
});
