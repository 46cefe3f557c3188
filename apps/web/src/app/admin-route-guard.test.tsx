import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { ADMIN, USERS_BY_KIND } from '@test/fixtures';
import { ok, renderApp, type FetchHandler } from '@test/render-app';

const people: FetchHandler = (url) =>
  url.includes('/admin/people') ? ok({ people: [], page: 1, total: 0, hasMore: false }) : undefined;

const location = () => screen.getByTestId('location').textContent;

describe('the /admin guard (issue 16)', () => {
  it('sends a visitor to /welcome', async () => {
    renderApp('/admin/people');
    await waitFor(() => expect(location()).toBe('/welcome'));
  });

  it.each(Object.entries(USERS_BY_KIND))('sends a %s to /Home', async (_kind, user) => {
    const { fetchMock } = renderApp('/admin/people', { user });
    await waitFor(() => expect(location()).toBe('/Home'));
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/admin/'))).toBe(false);
  });

  it('opens the console to an administrator, with their email and the way out', async () => {
    renderApp('/admin', { user: ADMIN, handler: people });
    expect(await screen.findByRole('heading', { level: 1, name: 'People' })).toBeInTheDocument();
    expect(location()).toBe('/admin/people');
    expect(screen.getAllByText('Signed in as root@opentip.test').length).toBeGreaterThan(0);
    expect(screen.getAllByRole('button', { name: 'Sign out' }).length).toBeGreaterThan(0);
  });

  it("sends an administrator on one of the app's screens to the console", async () => {
    renderApp('/Home', { user: ADMIN, handler: people });
    await waitFor(() => expect(location()).toBe('/admin/people'));
  });

  it('shows "Page not found." for an unknown console path', async () => {
    renderApp('/admin/no-such-thing', { user: ADMIN, handler: people });
    expect(await screen.findByRole('heading', { name: 'Page not found.' })).toBeInTheDocument();
  });

  it('lets anyone open the set-password link', async () => {
    renderApp('/admin/set-password?token=t');
    expect(
      await screen.findByRole('heading', { name: 'Set your administrator password' }),
    ).toBeInTheDocument();
  });
});
