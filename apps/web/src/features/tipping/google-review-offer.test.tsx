import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeUser } from '@test/fixtures';
import { renderScreens } from '@test/render-app';
import FeedbackPage from './feedback-page';
import { ok, paidTip, renderTipping } from './test-harness';
import { saveTipResult } from './tip-result';

const LINK = 'https://search.google.com/local/writereview?placeid=ChIJlocalAuroraHotelDubai01';
const paid = paidTip({ tip: 600, fee: 30, net: 570, total: 600 });

const feedbackAnswer = (rating: number, googleReviewLink: string | null) => (url: string) =>
  url.endsWith('/transactions/feedback')
    ? ok(
        {
          feedback: {
            id: 'f1',
            transactionId: paid.transaction.id,
            rating,
            cannedComments: [],
            comment: null,
            createdAt: '',
          },
          googleReviewLink,
        },
        'Thank you for your feedback!',
      )
    : undefined;

describe('the Google review link after feedback', () => {
  it('is offered to a guest who gave one star, in a new tab, and kept over a reload', async () => {
    saveTipResult(paid, null);
    const first = renderTipping('/tipConfirmation', { handler: feedbackAnswer(1, LINK) });
    const ue = userEvent.setup();
    await ue.click(await screen.findByRole('radio', { name: '1 star' }));
    await ue.click(screen.getByRole('button', { name: 'Send feedback' }));
    const link = await screen.findByRole('link', { name: 'Review on Google' });
    expect(link).toHaveAttribute('href', LINK);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    expect(screen.getByText('Enjoyed it? Leave a review on Google')).toBeInTheDocument();
    first.unmount();
    renderTipping('/tipConfirmation', {});
    expect(await screen.findByRole('link', { name: 'Review on Google' })).toHaveAttribute('href', LINK);
  });

  it('is offered to a signed-in giver on /feedback after five stars', async () => {
    saveTipResult(paid, null);
    renderScreens('/feedback', {
      screens: { '/feedback': <FeedbackPage /> },
      user: makeUser({ userType: 'payer', accountType: null }),
      handler: feedbackAnswer(5, LINK),
    });
    const ue = userEvent.setup();
    await ue.click(await screen.findByRole('radio', { name: '5 stars' }));
    await ue.click(screen.getByRole('button', { name: 'Send feedback' }));
    expect(await screen.findByRole('link', { name: 'Review on Google' })).toHaveAttribute('href', LINK);
  });

  it('is not offered when the receiver has no Google place', async () => {
    saveTipResult(paid, null);
    renderTipping('/tipConfirmation', { handler: feedbackAnswer(5, null) });
    const ue = userEvent.setup();
    await ue.click(await screen.findByRole('radio', { name: '5 stars' }));
    await ue.click(screen.getByRole('button', { name: 'Send feedback' }));
    expect(await screen.findByRole('heading', { name: 'Thank you for your feedback!' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Review on Google' })).not.toBeInTheDocument();
  });
});
