import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callsTo } from '../teams-test-kit';
import {
  ALI,
  BEA,
  makeContest,
  makeOverview,
  makePreview,
  makeRun,
  memberUser,
  ok,
  poolApi,
  poolPath,
  renderPool,
  SLOW,
} from './pool-test-kit';

const memberOverview = makeOverview(
  {
    policy: {
      kind: 'percent',
      frequency: 'weekly',
      roles: [],
      members: [
        { ...ALI, percentBps: 7500, weight: 7500 },
        { ...BEA, percentBps: 2500, weight: 2500 },
      ],
      hoursSource: 'typed',
      updatedAt: '2026-11-01T08:00:00.000Z',
    },
    nextRunAt: '2026-11-23T00:00:00.000Z',
  },
  'member',
);
const preview = makePreview({
  shares: [
    { userId: ALI.userId, currency: 'USD', amount: 9000 },
    { userId: BEA.userId, currency: 'USD', amount: 3000 },
  ],
  members: [
    { ...BEA, percentBps: 2500, weight: 2500 },
    { ...ALI, percentBps: 7500, weight: 7500 },
  ],
});

describe('/teamPool for a member', { timeout: 30_000 }, () => {
  it('shows what the pool holds, the next share-out, and the preview with their own share first', async () => {
    renderPool(poolPath, { user: memberUser, handler: poolApi({ overview: memberOverview, preview }) });
    const mine = await screen.findByTestId('preview-mine', {}, SLOW);
    expect(mine).toHaveTextContent('ali');
    expect(mine).toHaveTextContent('You');
    expect(mine).toHaveTextContent('75 %');
    expect(mine).toHaveTextContent('$90.00');
    expect(screen.getByTestId('preview-share')).toHaveTextContent('bea25 %$30.00');
    expect(screen.getByTestId('pool-holds')).toHaveTextContent('$120.00');
    expect(screen.getByTestId('pool-holds')).toHaveTextContent('7 tips');
    expect(screen.getByTestId('pool-next-run')).toHaveTextContent(/^Next share-out: Nov 23, 2026/);
    // The policy is read, not written, and only managers share out.
    expect(screen.getByTestId('pool-policy')).toHaveTextContent('Fixed percentages');
    expect(screen.queryByRole('button', { name: 'Save policy' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Share out now' })).not.toBeInTheDocument();
  });

  it("shows each run's inputs and results, their own share, and lets them contest within the window", async () => {
    const ue = userEvent.setup();
    const run = makeRun();
    const { fetchMock } = renderPool(poolPath, {
      user: memberUser,
      handler: poolApi({ overview: memberOverview, preview, runs: [run] }, (url, init) =>
        url.endsWith('/teams/pool/contests') && init?.method === 'POST'
          ? ok({ contest: makeContest() }, 'Your contest has been sent to the team managers.')
          : undefined,
      ),
    });
    const card = await screen.findByTestId('pool-run', {}, SLOW);
    expect(card).toHaveTextContent('Share-out #3');
    expect(card).toHaveTextContent('Hours worked · Weekly');
    expect(within(card).getByTestId('run-mine')).toHaveTextContent('Your share$45.00 · Paid');
    const rows = within(card).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual(['aliYou30 h$45.00', 'bea10 h$15.00']);
    expect(card).toHaveTextContent(/You can contest it until/);

    await ue.click(within(card).getByRole('button', { name: 'Contest' }));
    const dialog = screen.getByRole('dialog', { name: 'Contest share-out #3' });
    await ue.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(within(dialog).getByText('Please say what is wrong with this share-out.')).toBeInTheDocument();
    await ue.type(within(dialog).getByLabelText(/What is wrong/), 'I worked 34 hours that week, not 30.');
    await ue.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Your contest has been sent to the team managers.')).toBeInTheDocument();
    expect(callsTo(fetchMock, '/teams/pool/contests', 'POST').map((call) => call.body)).toEqual([
      { runId: run.id, reason: 'I worked 34 hours that week, not 30.' },
    ]);
  });

  it('sends a member whose share waits for a payout account to link one', async () => {
    const run = makeRun({
      transfers: [{ userId: ALI.userId, currency: 'USD', amount: 4500, status: 'waitingForAccount' }],
    });
    renderPool(poolPath, {
      user: memberUser,
      handler: poolApi({ overview: memberOverview, preview, runs: [run] }),
    });
    const mine = await screen.findByTestId('run-mine', {}, SLOW);
    expect(mine).toHaveTextContent('Waiting for a payout account');
    expect(within(mine).getByRole('link', { name: 'Link a payout account to receive it' })).toHaveAttribute(
      'href',
      '/stripe',
    );
  });

  it('says when the time to contest is over, and shows their contest with its answer', async () => {
    const closed = makeRun({ contestUntil: '2026-01-01T00:00:00.000Z' });
    const contested = makeRun({ id: '6c7d8e9f-0a1b-4c2d-8e3f-4a5b6c7d8e9f', seq: 4 });
    const answered = makeContest({
      runId: contested.id,
      runSeq: 4,
      status: 'answered',
      answer: 'You are right: 4 hours were missing. They are added to the next share-out.',
      answeredBy: 'sunset.owner',
      answeredAt: '2026-11-10T09:00:00.000Z',
    });
    renderPool(poolPath, {
      user: memberUser,
      handler: poolApi({
        overview: memberOverview,
        preview,
        runs: [contested, closed],
        contests: [answered],
      }),
    });
    const [newer, older] = await screen.findAllByTestId('pool-run', {}, SLOW);
    expect(older).toHaveTextContent('The time to contest this share-out is over.');
    expect(within(older!).queryByRole('button', { name: 'Contest' })).not.toBeInTheDocument();
    expect(await within(newer!).findByText('You contested this share-out.')).toBeInTheDocument();
    expect(within(newer!).queryByRole('button', { name: 'Contest' })).not.toBeInTheDocument();
    const mine = screen.getByRole('region', { name: 'My contests' });
    expect(within(mine).getByTestId('pool-contest')).toHaveTextContent('Answered');
    expect(within(mine).getByTestId('pool-contest')).toHaveTextContent(
      'They are added to the next share-out.',
    );
    expect(within(mine).queryByRole('button', { name: 'Send answer' })).not.toBeInTheDocument();
  });

  it('says when there are no share-outs yet', async () => {
    renderPool(poolPath, { user: memberUser, handler: poolApi({ overview: memberOverview, preview }) });
    expect(await screen.findByText('No share-outs yet', {}, SLOW)).toBeInTheDocument();
    expect(await screen.findByText('No contests.')).toBeInTheDocument();
  });

  it("shows the server's message when the team is not theirs", async () => {
    renderPool(poolPath, {
      user: memberUser,
      handler: (url) =>
        url.includes('/teams/pool?')
          ? new Response(
              JSON.stringify({ success: false, code: 'TEAM_NOT_FOUND', message: 'Team not found.' }),
              {
                status: 404,
              },
            )
          : undefined,
    });
    expect(await screen.findByText('Team not found.', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
