import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReviewEntry } from '@opentip/shared/schemas/reviews.schema';
import { makeUser, USERS_BY_KIND } from '@test/fixtures';
import { json, renderScreens, type FetchHandler } from '@test/render-app';
import ReviewsPage from './reviews-page';

const ok = (data: unknown) => json(200, { success: true, message: 'OK', data });

function review(overrides: Partial<ReviewEntry> = {}): ReviewEntry {
  return {
    id: 'f-1',
    transactionId: 'tip-1',
    rating: 4,
    cannedComments: ['praiseFriendly'],
    comment: 'Lovely evening',
    createdAt: '2026-11-20T19:00:00Z',
    amount: 1250,
    currency: 'EUR',
    giverUsername: null,
    receiver: { id: 'u-1', username: 'maria' },
    ...overrides,
  };
}

function page(reviews: ReviewEntry[], summary = { rating: 0, reviewsCount: reviews.length }) {
  return ok({ reviews, summary, page: 1, limit: 20, total: reviews.length, hasMore: false });
}

const queries: URLSearchParams[] = [];
function render(handler: FetchHandler, user = makeUser()) {
  queries.length = 0;
  return renderScreens('/reviews', {
    user,
    screens: { '/reviews': <ReviewsPage /> },
    handler: (url, init) => {
      if (url.includes('/transactionfeedback/reviews')) queries.push(new URL(url, 'http://x').searchParams);
      return handler(url, init);
    },
  });
}

describe('/reviews', () => {
  it("shows each giver's feedback with the stars, the suggested texts, the words, the date and the tip", async () => {
    render((url) =>
      url.includes('/reviews')
        ? page([
            review(),
            review({
              id: 'f-2',
              rating: 2,
              giverUsername: 'zoe',
              cannedComments: [],
              comment: null,
              amount: 300,
              createdAt: '2026-11-02T10:00:00Z',
            }),
          ])
        : undefined,
    );
    expect(await screen.findByRole('img', { name: '4 out of 5 stars' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '2 out of 5 stars' })).toBeInTheDocument();
    expect(screen.getByText('Friendly and attentive')).toBeInTheDocument();
    expect(screen.getByText('Lovely evening')).toBeInTheDocument();
    expect(screen.getByText('Tip €12.50')).toBeInTheDocument();
    expect(screen.getByText('Guest')).toBeInTheDocument();
    expect(screen.getByText('zoe')).toBeInTheDocument();
    expect(screen.getByText('Nov 20, 2026')).toBeInTheDocument();
    // SPEC 4: under five reviews the own rating is not shown, with its hint.
    expect(screen.getByText('You need to receive 5 reviews to see your rating.')).toBeInTheDocument();
  });

  it('shows the rating in half steps from five reviews on', async () => {
    render((url) =>
      url.includes('/reviews') ? page([review()], { rating: 4.5, reviewsCount: 12 }) : undefined,
    );
    expect(await screen.findByText('4.5 (12)')).toBeInTheDocument();
  });

  it('asks the API for the chosen stars, period and comments only', async () => {
    render((url) => (url.includes('/reviews') ? page([]) : undefined));
    expect(await screen.findByText('No record found')).toBeInTheDocument();
    const ue = userEvent.setup();
    await ue.selectOptions(screen.getByLabelText('Stars'), '5 stars');
    await ue.selectOptions(screen.getByLabelText('Period'), 'Last 7 days');
    await ue.click(screen.getByRole('checkbox', { name: 'With a comment only' }));
    const last = queries.at(-1);
    expect(last?.get('rating')).toBe('5');
    expect(last?.get('withComment')).toBe('true');
    expect(last?.get('from')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('stays silent when the list fails to load: no toast, no notice (SPEC 8)', async () => {
    render((url) =>
      url.includes('/reviews')
        ? json(500, { success: false, code: 'INTERNAL', message: 'Something broke' })
        : undefined,
    );
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    await waitFor(() => expect(queries).toHaveLength(1));
    await waitFor(() => expect(screen.queryByText('Loading…')).not.toBeInTheDocument());
    expect(screen.queryByText('Something broke')).not.toBeInTheDocument();
    expect(document.querySelector('.notice')).toBeNull();
    expect(screen.queryByText('No record found')).not.toBeInTheDocument();
  });
});

const TEAM = {
  id: '11111111-1111-4111-8111-111111111111',
  name: 'Sunset Housekeeping',
  code: 'TEAMDEM001',
  owner: { id: 'o-1', username: 'sunset', profileImg: null },
  role: 'owner',
  status: 'accepted',
  isTeamAdmin: false,
  isActive: true,
  memberCount: 3,
  requestedAt: '2026-01-01T00:00:00Z',
  acceptedAt: '2026-01-01T00:00:00Z',
};
const POOL = { ...TEAM, id: '22222222-2222-4222-8222-222222222222', name: 'Pool Bar', code: 'TEAMDEM002' };

describe('/reviews for a team owner (SPEC 4: team owners see no personal rating)', () => {
  const teamReviews = (teams: unknown[]) => (url: string) =>
    url.endsWith('/teams')
      ? ok({ teams })
      : url.includes('/reviews')
        ? page([review({ receiver: { id: 'u-9', username: 'ali' } })], { rating: 4.5, reviewsCount: 6 })
        : undefined;

  it('opens on their team\'s feedback with the receiver named, and offers no "My reviews"', async () => {
    render(teamReviews([TEAM]), USERS_BY_KIND.teamOwner);
    expect(await screen.findByText('To ali')).toBeInTheDocument();
    expect(screen.getByText('What givers said about the team Sunset Housekeeping.')).toBeInTheDocument();
    expect(queries.at(-1)?.get('teamId')).toBe(TEAM.id);
    expect(queries.every((query) => query.get('teamId') !== null)).toBe(true);
    expect(screen.queryByRole('option', { name: 'My reviews' })).not.toBeInTheDocument();
  });

  it('switches between their teams only', async () => {
    render(teamReviews([TEAM, POOL]), USERS_BY_KIND.teamOwner);
    const scope = await screen.findByLabelText('Whose reviews');
    expect(Array.from((scope as HTMLSelectElement).options).map((option) => option.textContent)).toEqual([
      'Sunset Housekeeping',
      'Pool Bar',
    ]);
    await userEvent.setup().selectOptions(scope, 'Pool Bar');
    await waitFor(() => expect(queries.at(-1)?.get('teamId')).toBe(POOL.id));
    expect(queries.every((query) => query.get('teamId') !== null)).toBe(true);
  });
});

describe('/reviews for a team admin', () => {
  it('may still switch to their own reviews', async () => {
    render(
      (url) =>
        url.endsWith('/teams')
          ? ok({ teams: [{ ...TEAM, role: 'admin', isTeamAdmin: true }] })
          : url.includes('/reviews')
            ? page([review()])
            : undefined,
      USERS_BY_KIND.teamAdmin,
    );
    const scope = await screen.findByLabelText('Whose reviews');
    await userEvent.setup().selectOptions(scope, 'Sunset Housekeeping');
    await waitFor(() => expect(queries.at(-1)?.get('teamId')).toBe(TEAM.id));
    await userEvent.setup().selectOptions(scope, 'My reviews');
    await waitFor(() => expect(queries.at(-1)?.get('teamId')).toBeNull());
  });
});
