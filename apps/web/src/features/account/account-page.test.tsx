import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { makeUser, USERS_BY_KIND } from '@test/fixtures';
import { renderApp } from '@test/render-app';

describe('account screen: role derived from the session user (SPEC 6)', () => {
  it.each([
    ['tipGiver', 'Tip giver', USERS_BY_KIND.tipGiver],
    ['individualRole', 'Individual receiver', USERS_BY_KIND.individualRole],
    ['teamMember', 'Team member', USERS_BY_KIND.teamMember],
    ['teamOwner', 'Team owner', USERS_BY_KIND.teamOwner],
    ['teamAdmin', 'Team admin', USERS_BY_KIND.teamAdmin],
    ['businessUser', 'Business', USERS_BY_KIND.businessUser],
    ['tipReciever', 'Tip receiver', makeUser({ accountType: null })],
  ])('shows %s as "%s"', async (_kind, label, user) => {
    renderApp('/Home', { user });
    expect(await screen.findByTestId('account-role')).toHaveTextContent(label);
  });

  it("the team record's admin flag wins over the account type", async () => {
    renderApp('/Home', { user: makeUser({ accountType: 'business', userTeam: { isteamAdmin: true } }) });
    expect(await screen.findByTestId('account-role')).toHaveTextContent('Team admin');
  });

  it('hides a rating below 5 reviews with the own-profile hint, and shows it from 5 on', async () => {
    const { unmount } = renderApp('/Home', { user: makeUser({ rating: 4.5, reviewsCount: 4 }) });
    expect(await screen.findByText('You need to receive 5 reviews to see your rating.')).toBeInTheDocument();
    unmount();
    renderApp('/Home', { user: makeUser({ rating: 4.5, reviewsCount: 12 }) });
    expect(await screen.findByText('4.5 (12)')).toBeInTheDocument();
  });

  it('shows no personal rating to a team owner', async () => {
    renderApp('/Home', { user: USERS_BY_KIND.teamOwner });
    await screen.findByTestId('account-role');
    expect(screen.queryByText(/reviews to see your rating/)).not.toBeInTheDocument();
  });

  it('highlights the Account entry of the menu on /Home', async () => {
    renderApp('/Home', { user: USERS_BY_KIND.tipGiver });
    const links = await screen.findAllByRole('link', { name: 'Account' });
    expect(links[0]).toHaveAttribute('aria-current', 'page');
  });
  it.each([
    ['teamOwner', USERS_BY_KIND.teamOwner, ['Team members']],
    ['teamAdmin', USERS_BY_KIND.teamAdmin, ['Team members', 'My teams', 'Join a team']],
    ['teamMember', USERS_BY_KIND.teamMember, ['My teams', 'Join a team']],
    ['individualRole', USERS_BY_KIND.individualRole, ['My teams', 'Join a team']],
    ['tipGiver', USERS_BY_KIND.tipGiver, []],
  ])('leads a %s to the team screens their role may open', async (_kind, user, expected) => {
    renderApp('/Home', { user });
    await screen.findByTestId('account-role');
    const names = ['Team members', 'My teams', 'Join a team'].filter(
      (name) => screen.queryByRole('link', { name }) !== null,
    );
    expect(names).toEqual(expected);
  });
});

describe('account settings by account kind (issue 27)', () => {
  it('shows a business no occupation, and the plans beside its subscription', async () => {
    renderApp('/Home', { user: makeUser({ accountType: 'business', occupation: 'caddie' }) });
    await screen.findByTestId('account-role');
    expect(screen.queryByRole('link', { name: /Occupation/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Plans and prices/ })).toHaveAttribute('href', '/Subscription');
  });

  it('shows an individual receiver their occupation', async () => {
    renderApp('/Home', { user: makeUser({ accountType: 'individual', occupation: 'caddie' }) });
    expect(await screen.findByRole('link', { name: /Occupation.*Caddie/ })).toHaveAttribute(
      'href',
      '/Occupation',
    );
  });
});
