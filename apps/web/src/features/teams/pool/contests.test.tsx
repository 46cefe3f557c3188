import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callsTo } from '../teams-test-kit';
import {
  adminUser,
  makeContest,
  makeOverview,
  makeRun,
  ok,
  ownerUser,
  poolApi,
  poolPath,
  renderPool,
  SLOW,
} from './pool-test-kit';

const open = makeContest();
const answered = makeContest({
  id: '1f2e3d4c-5b6a-4798-8a7b-6c5d4e3f2a1b',
  runSeq: 2,
  member: {
    userId: '00000000-0000-4000-8000-000000000002',
    username: 'bea',
    fullName: null,
    profileImg: null,
  },
  reason: 'My Sunday shift is missing.',
  status: 'answered',
  answer: 'Added, thank you.',
  answeredBy: 'sunset.owner',
  answeredAt: '2026-11-03T09:00:00.000Z',
});

describe('/teamPool: managers answer contests', { timeout: 30_000 }, () => {
  it('lists open contests first and sends an answer to one', async () => {
    const ue = userEvent.setup();
    const { fetchMock } = renderPool(poolPath, {
      user: ownerUser,
      handler: poolApi({ runs: [makeRun()], contests: [answered, open] }, (url, init) =>
        url.endsWith('/teams/pool/contests/answer') && init?.method === 'POST'
          ? ok(
              { contest: { ...open, status: 'answered', answer: 'Corrected.' } },
              'Your answer has been sent.',
            )
          : undefined,
      ),
    });
    const section = await screen.findByRole('region', { name: 'Contests' }, SLOW);
    const [first, second] = await within(section).findAllByTestId('pool-contest');
    expect(first).toHaveTextContent('Share-out #3 · ali');
    expect(first).toHaveTextContent('Open');
    expect(first).toHaveTextContent('I worked 34 hours that week, not 30.');
    expect(second).toHaveTextContent('Answered');
    expect(second).toHaveTextContent('Added, thank you.');
    expect(within(second!).queryByRole('button', { name: 'Send answer' })).not.toBeInTheDocument();

    await ue.click(within(first!).getByRole('button', { name: 'Send answer' }));
    expect(within(first!).getByText('Please say what is wrong with this share-out.')).toBeInTheDocument();
    await ue.type(within(first!).getByLabelText(/Answer to ali/), 'Corrected.');
    await ue.click(within(first!).getByRole('button', { name: 'Send answer' }));
    expect(await screen.findByText('Your answer has been sent.')).toBeInTheDocument();
    expect(callsTo(fetchMock, '/teams/pool/contests/answer', 'POST').map((call) => call.body)).toEqual([
      { contestId: open.id, answer: 'Corrected.' },
    ]);
  });

  it("leaves an admin's own contest to another manager", async () => {
    const own = {
      ...answered,
      id: '2a3b4c5d-6e7f-4081-9a2b-3c4d5e6f7a8b',
      status: 'open' as const,
      answer: null,
    };
    renderPool(poolPath, {
      user: adminUser,
      handler: poolApi({ overview: makeOverview({}, 'admin'), contests: [own, open] }),
    });
    const section = await screen.findByRole('region', { name: 'Contests' }, SLOW);
    const items = await within(section).findAllByTestId('pool-contest');
    const mine = items.find((item) => item.textContent?.includes('My Sunday shift is missing.'));
    const ali = items.find((item) => item.textContent?.includes('I worked 34 hours'));
    expect(within(mine!).queryByRole('button', { name: 'Send answer' })).not.toBeInTheDocument();
    expect(within(ali!).getByRole('button', { name: 'Send answer' })).toBeInTheDocument();
  });
});
