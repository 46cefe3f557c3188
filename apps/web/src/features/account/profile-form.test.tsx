import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { makeUser, USERS_BY_KIND } from '@test/fixtures';
import { json, renderApp, type FetchHandler } from '@test/render-app';
import fr from '@/i18n/locales/fr.json';

const withoutPhone = makeUser({ phone: null });
const updated = (user: typeof withoutPhone, changes: object) =>
  json(200, { success: true, message: 'User updated successfully', data: { user: { ...user, ...changes } } });
const sentBodies = (fetchMock: ReturnType<typeof renderApp>['fetchMock']) =>
  fetchMock.mock.calls
    .filter(([url]) => String(url).includes('/user/update/'))
    .map(([, init]) => JSON.parse(String(init?.body)) as Record<string, unknown>);

const openProfile = async (handler: FetchHandler, user = withoutPhone) => {
  const rendered = renderApp('/profile', { user, handler });
  await screen.findByRole('heading', { name: i18next.t('profile.title') });
  return rendered;
};

afterEach(async () => {
  await i18next.changeLanguage('en');
});

describe('/profile saving', () => {
  it('saves an account without a phone, sending only what was changed', async () => {
    const user = userEvent.setup();
    const { fetchMock } = await openProfile((url) =>
      url.includes('/user/update/') ? updated(withoutPhone, { firstName: 'Marie' }) : undefined,
    );
    const first = screen.getByLabelText(/First name/);
    await user.clear(first);
    await user.type(first, 'Marie');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('User updated successfully')).toBeInTheDocument();
    expect(sentBodies(fetchMock)).toEqual([{ firstName: 'Marie' }]);
    expect(screen.getByLabelText(/Phone number/)).not.toHaveAttribute('aria-invalid');
  });

  it('shows a bad phone under the phone field without asking the server', async () => {
    const user = userEvent.setup();
    const { fetchMock } = await openProfile(() => undefined);
    await user.type(screen.getByLabelText(/Phone number/), '0612345678');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByLabelText(/Phone number/)).toHaveAccessibleDescription(
      expect.stringContaining('Please enter valid phone number'),
    );
    expect(sentBodies(fetchMock)).toEqual([]);
  });

  it("shows the server's field errors under their fields, translated", async () => {
    i18next.addResourceBundle('fr', 'translation', fr, true, true);
    await i18next.changeLanguage('fr');
    const user = userEvent.setup();
    await openProfile((url) =>
      url.includes('/user/update/')
        ? json(400, {
            success: false,
            code: 'VALIDATION_FAILED',
            message: 'Please enter valid phone number',
            requestId: 'r-1',
            details: [{ path: 'phone', key: 'phoneInvalid', message: 'Please enter valid phone number' }],
          })
        : undefined,
    );
    const phone = await screen.findByLabelText(/Numéro de téléphone/);
    await user.type(phone, '+15555550101');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() =>
      expect(phone).toHaveAccessibleDescription(expect.stringContaining(i18next.t('messages.phoneInvalid'))),
    );
    expect(i18next.t('messages.phoneInvalid')).not.toBe('Please enter valid phone number');
    expect(phone).toHaveFocus();
  });

  it('shows a user name someone else took under the user name field', async () => {
    const user = userEvent.setup();
    await openProfile((url) =>
      url.includes('/user/update/')
        ? json(409, {
            success: false,
            code: 'USERNAME_TAKEN',
            message: 'This user name is already taken.',
            requestId: 'r-2',
          })
        : undefined,
    );
    const name = screen.getByLabelText(/User name/);
    await user.clear(name);
    await user.type(name, 'taken.name');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(name).toHaveAccessibleDescription(expect.stringContaining('This user name is already taken.')),
    );
  });
});

const AURORA = {
  placeId: 'ChIJlocalAuroraHotelDubai01',
  name: 'Hotel Aurora',
  address: 'Sheikh Zayed Road, Dubai',
  location: { lat: 25.2048, lng: 55.2708 },
};
const placesAndUpdates =
  (user: typeof withoutPhone): FetchHandler =>
  (url, init) => {
    if (url.includes('/places/search'))
      return json(200, { success: true, message: 'OK', data: { places: [AURORA], source: 'local' } });
    if (url.includes('/user/update/'))
      return updated(user, JSON.parse(String(init?.body)) as Record<string, unknown>);
    return undefined;
  };

describe('/profile location (SPEC 4: placeId, long, lat and address for givers and team members)', () => {
  it.each([
    ['a tip giver', USERS_BY_KIND.tipGiver],
    ['a team member', USERS_BY_KIND.teamMember],
  ])('%s picks their place from the search and saves its id, coordinates and address', async (_, who) => {
    const user = userEvent.setup();
    const { fetchMock } = await openProfile(placesAndUpdates(who), who);
    await user.type(screen.getByLabelText('Find the place where you tip or work'), 'Aurora');
    await user.click(await screen.findByRole('button', { name: /Hotel Aurora/ }));
    expect(screen.getByText('Hotel Aurora, Sheikh Zayed Road, Dubai')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('User updated successfully')).toBeInTheDocument();
    expect(sentBodies(fetchMock)).toEqual([
      {
        address: 'Hotel Aurora, Sheikh Zayed Road, Dubai',
        placeId: 'ChIJlocalAuroraHotelDubai01',
        long: 55.2708,
        lat: 25.2048,
      },
    ]);
  });

  it('removes the place with its coordinates', async () => {
    const user = userEvent.setup();
    const located = makeUser({
      ...USERS_BY_KIND.tipGiver,
      address: 'Hotel Aurora, Sheikh Zayed Road, Dubai',
      placeId: 'ChIJlocalAuroraHotelDubai01',
      long: 55.2708,
      lat: 25.2048,
    });
    const { fetchMock } = await openProfile(placesAndUpdates(located), located);
    await user.click(screen.getByRole('button', { name: 'Remove place' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('User updated successfully')).toBeInTheDocument();
    expect(sentBodies(fetchMock)).toEqual([{ address: null, placeId: null, long: null, lat: null }]);
  });

  it('is not offered to a receiver with an individual account, whose place is not theirs to send', async () => {
    await openProfile(() => undefined, USERS_BY_KIND.individualRole);
    expect(screen.queryByLabelText('Find the place where you tip or work')).not.toBeInTheDocument();
  });
});
