import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { GooglePlace } from '@opentip/shared/schemas/reviews.schema';
import { makeUser } from '@test/fixtures';
import { json, renderScreens, type FetchHandler } from '@test/render-app';
import ReviewPlatformPage from './review-platform-page';

const ok = (data: unknown, message = 'OK') => json(200, { success: true, message, data });
const PLACE: GooglePlace = {
  placeId: 'ChIJaurora',
  name: 'Hotel Aurora',
  address: '12 Sheikh Zayed Road, Dubai',
  rating: 4.6,
  reviewCount: 1284,
  reviews: [{ author: 'Layla H.', rating: 5, text: 'Spotless rooms.', publishedAt: '2026-10-02T09:15:00Z' }],
  reviewLink: 'https://search.google.com/local/writereview?placeid=ChIJaurora',
};

function render(handler: FetchHandler, user = makeUser()) {
  return renderScreens('/reviewPlatform', {
    user,
    screens: { '/reviewPlatform': <ReviewPlatformPage /> },
    handler,
  });
}

describe('/reviewPlatform', () => {
  it('connects a place by its ID after a confirmation and shows it as Google does', async () => {
    const { fetchMock } = render((url, init) =>
      url.endsWith('/transactionfeedback/userGoogleData') && init?.method === 'POST'
        ? ok({ user: makeUser({ placeId: 'ChIJaurora' }), place: PLACE }, 'Google reviews connected')
        : undefined,
    );
    const ue = userEvent.setup();
    await ue.click(await screen.findByText('Or enter its Google place ID'));
    await ue.click(screen.getByRole('button', { name: 'Use this place ID' }));
    expect(screen.getByText('Please choose a place.')).toBeInTheDocument();
    await ue.type(screen.getByLabelText(/Google place ID/), 'ChIJaurora');
    await ue.click(screen.getByRole('button', { name: 'Use this place ID' }));
    await ue.click(screen.getByRole('button', { name: 'Connect' }));
    expect(await screen.findByRole('heading', { name: 'Hotel Aurora' })).toBeInTheDocument();
    const [call] = fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/userGoogleData'));
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ placeId: 'ChIJaurora' });
    expect(screen.getByText('Spotless rooms.')).toBeInTheDocument();
    expect(screen.getByText('(1,284 Google reviews)')).toBeInTheDocument();
    const open = screen.getByRole('link', { name: 'Open on Google' });
    expect(open).toHaveAttribute('href', PLACE.reviewLink);
    expect(open.getAttribute('rel')).toContain('noopener');
  });

  it('connects a place picked from the search', async () => {
    const { fetchMock } = render((url, init) => {
      if (url.includes('/places/search?q='))
        return ok({
          places: [{ placeId: 'ChIJaurora', name: 'Hotel Aurora', address: '12 Sheikh Zayed Road, Dubai' }],
          source: 'local',
        });
      if (url.endsWith('/transactionfeedback/userGoogleData') && init?.method === 'POST')
        return ok({ user: makeUser({ placeId: 'ChIJaurora' }), place: PLACE }, 'Google reviews connected');
      return undefined;
    });
    const ue = userEvent.setup();
    await ue.type(await screen.findByLabelText('Name and city of your place'), 'Aurora Dubai');
    await ue.click(await screen.findByRole('button', { name: /Hotel Aurora/ }));
    expect(
      screen.getByText(
        'After their feedback, givers will be offered the link to review Hotel Aurora on Google.',
      ),
    ).toBeInTheDocument();
    await ue.click(screen.getByRole('button', { name: 'Connect' }));
    expect(await screen.findByRole('link', { name: 'Open on Google' })).toHaveAttribute(
      'href',
      PLACE.reviewLink,
    );
    const [call] = fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/userGoogleData'));
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ placeId: 'ChIJaurora' });
  });

  it('disconnects after a confirmation, and an unlink error is not shown (SPEC 8)', async () => {
    let unlinked = false;
    render(
      (url) => {
        if (url.endsWith('/getGoogleReviews')) return ok({ place: PLACE });
        if (url.endsWith('/unlinkGoogleAccount')) {
          unlinked = true;
          return json(500, { success: false, code: 'INTERNAL', message: 'Unlink broke' });
        }
        return undefined;
      },
      makeUser({ placeId: 'ChIJaurora' }),
    );
    const ue = userEvent.setup();
    await ue.click(await screen.findByRole('button', { name: 'Disconnect' }));
    expect(
      screen.getByText('Givers will no longer be offered a link to review you on Google.'),
    ).toBeInTheDocument();
    await ue.click(screen.getAllByRole('button', { name: 'Disconnect' }).at(-1)!);
    await vi.waitFor(() => expect(unlinked).toBe(true));
    expect(screen.queryByText('Unlink broke')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Hotel Aurora' })).toBeInTheDocument();
  });

  it('tells a giver that Google reviews are for receivers', async () => {
    render(() => undefined, makeUser({ userType: 'payer', accountType: null }));
    expect(
      await screen.findByText("Google reviews are for tip receivers: connect one from a receiver's account."),
    ).toBeInTheDocument();
  });
});
