import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeUser } from '@test/fixtures';
import { json, renderScreens, type FetchHandler } from '@test/render-app';
import { PlaceSearch } from './place-search';

const AURORA = {
  placeId: 'ChIJlocalAuroraHotelDubai01',
  name: 'Hotel Aurora',
  address: '12 Sheikh Zayed Road, Dubai, United Arab Emirates',
  location: { lat: 25.2048, lng: 55.2708 },
};
const found = (places: unknown[], source = 'local') =>
  json(200, { success: true, message: 'OK', data: { places, source } });
const searches = (fetchMock: ReturnType<typeof renderScreens>['fetchMock']) =>
  fetchMock.mock.calls
    .map(([url]) => new URL(String(url), 'http://localhost'))
    .filter((url) => url.pathname.endsWith('/places/search'))
    .map((url) => url.searchParams.get('q'));

async function open(handler: FetchHandler) {
  const onPick = vi.fn();
  const rendered = renderScreens('/', {
    user: makeUser(),
    handler,
    screens: { '/': <PlaceSearch onPick={onPick} /> },
  });
  return {
    ...rendered,
    onPick,
    field: await screen.findByLabelText('Find your place', {}, { timeout: 8000 }),
  };
}

describe('the place search', { timeout: 30_000 }, () => {
  it('searches once the person pauses typing, and hands back the place they pick', async () => {
    const user = userEvent.setup();
    const { fetchMock, onPick, field } = await open((url) =>
      url.includes('/places/search') ? found([AURORA]) : undefined,
    );
    await user.type(field, 'aurora');
    await user.click(await screen.findByRole('button', { name: /Hotel Aurora/ }));
    expect(onPick).toHaveBeenCalledWith(AURORA);
    expect(searches(fetchMock)).toEqual(['aurora']);
    expect(screen.getByText('12 Sheikh Zayed Road, Dubai, United Arab Emirates')).toBeInTheDocument();
    expect(screen.getByText(/Sample places/)).toBeInTheDocument();
  });

  it('does not search fewer than two characters', async () => {
    const user = userEvent.setup();
    const { fetchMock, field } = await open(() => found([AURORA]));
    await user.type(field, 'a');
    expect(screen.getByText('Type at least 2 characters to search.')).toBeInTheDocument();
    await user.type(field, 'u');
    expect(await screen.findByRole('button', { name: /Hotel Aurora/ })).toBeInTheDocument();
    expect(searches(fetchMock)).toEqual(['au']);
  });

  it('says when nothing matches, and when Google cannot be reached', async () => {
    const user = userEvent.setup();
    const { field } = await open((url) => {
      if (url.includes('q=nowhere')) return found([], 'google');
      if (url.includes('/places/search'))
        return json(503, {
          success: false,
          code: 'PLACES_UNREACHABLE',
          message: 'Google cannot be reached just now. Please try again in a moment.',
        });
      return undefined;
    });
    await user.type(field, 'nowhere');
    expect(await screen.findByText('No place matches “nowhere”.')).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, 'aurora');
    expect(
      await screen.findByText('Google cannot be reached just now. Please try again in a moment.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
