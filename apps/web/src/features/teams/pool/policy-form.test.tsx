import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callsTo } from '../teams-test-kit';
import {
  ALI_ID,
  BEA_ID,
  fail,
  makeOverview,
  ok,
  ownerUser,
  poolApi,
  poolPath,
  renderPool,
  SLOW,
  TEAM_ID,
} from './pool-test-kit';

const saved = (url: string, init?: RequestInit) =>
  url.endsWith('/teams/pool/policy') && init?.method === 'PUT'
    ? ok({ policy: makeOverview().policy }, 'The pool policy has been saved.')
    : undefined;

describe('/teamPool: the owner writes the policy', { timeout: 30_000 }, () => {
  it('sends percentages with decimals as basis points (12.5 % -> 1250)', async () => {
    const ue = userEvent.setup();
    const { fetchMock } = renderPool(poolPath, { user: ownerUser, handler: poolApi({}, saved) });
    await ue.click(await screen.findByRole('radio', { name: /Fixed percentages/ }, SLOW));
    await ue.type(screen.getByLabelText('Percentage for ali'), '12.5');
    await ue.type(screen.getByLabelText('Percentage for bea'), '87,5');
    expect(screen.getByText('Total: 100 % of 100 %')).toBeInTheDocument();
    await ue.click(within(screen.getByRole('group', { name: /How often/ })).getByLabelText('Weekly'));
    await ue.click(screen.getByRole('button', { name: 'Save policy' }));
    expect(await screen.findByText('The pool policy has been saved.')).toBeInTheDocument();
    const [put] = callsTo(fetchMock, '/teams/pool/policy', 'PUT');
    expect(put!.body).toEqual({
      teamId: TEAM_ID,
      kind: 'percent',
      frequency: 'weekly',
      hoursSource: 'typed',
      roles: [],
      members: [
        { userId: ALI_ID, percentBps: 1250 },
        { userId: BEA_ID, percentBps: 8750 },
      ],
    });
  });

  it('sends hours with decimals as hundredths (7.5 h -> 750) and shows the server field error', async () => {
    const ue = userEvent.setup();
    const { fetchMock } = renderPool(poolPath, {
      user: ownerUser,
      handler: poolApi({}, (url, init) =>
        url.endsWith('/teams/pool/policy') && init?.method === 'PUT'
          ? fail(400, 'VALIDATION_FAILED', 'Hours must be from 0 to 744.', [
              {
                path: 'members.1.hoursHundredths',
                key: 'poolHoursInvalid',
                message: 'Hours must be from 0 to 744.',
              },
            ])
          : undefined,
      ),
    });
    await ue.click(await screen.findByRole('radio', { name: /Hours worked/ }, SLOW));
    await ue.type(screen.getByLabelText('Hours worked by ali'), '7.5');
    await ue.type(screen.getByLabelText('Hours worked by bea'), '40');
    await ue.click(screen.getByRole('button', { name: 'Save policy' }));
    const beaHours = screen.getByLabelText('Hours worked by bea');
    await waitFor(() => expect(beaHours).toHaveAttribute('aria-invalid', 'true'));
    expect(beaHours).toHaveAccessibleDescription('Hours must be from 0 to 744.');
    expect(screen.getByLabelText('Hours worked by ali')).not.toHaveAttribute('aria-invalid');
    expect(callsTo(fetchMock, '/teams/pool/policy', 'PUT')[0]!.body).toMatchObject({
      kind: 'hours',
      members: [
        { userId: ALI_ID, hoursHundredths: 750 },
        { userId: BEA_ID, hoursHundredths: 4000 },
      ],
    });
  });

  it('sends nothing while the percentages do not add up to 100 % or a value is not a number', async () => {
    const ue = userEvent.setup();
    const { fetchMock } = renderPool(poolPath, { user: ownerUser, handler: poolApi({}, saved) });
    await ue.click(await screen.findByRole('radio', { name: /Fixed percentages/ }, SLOW));
    await ue.type(screen.getByLabelText('Percentage for ali'), '60');
    await ue.type(screen.getByLabelText('Percentage for bea'), '30');
    await ue.click(screen.getByRole('button', { name: 'Save policy' }));
    expect(await screen.findByText('The percentages must add up to exactly 100%.')).toBeInTheDocument();
    await ue.clear(screen.getByLabelText('Percentage for bea'));
    await ue.type(screen.getByLabelText('Percentage for bea'), '4o');
    await ue.click(screen.getByRole('button', { name: 'Save policy' }));
    expect(screen.getByLabelText('Percentage for bea')).toHaveAccessibleDescription(
      'Each percentage must be from 0 to 100.',
    );
    expect(callsTo(fetchMock, '/teams/pool/policy', 'PUT')).toHaveLength(0);
  });

  it('gives roles their points and each member a role', async () => {
    const ue = userEvent.setup();
    const { fetchMock } = renderPool(poolPath, { user: ownerUser, handler: poolApi({}, saved) });
    await ue.click(await screen.findByRole('radio', { name: /Points per role/ }, SLOW));
    await ue.click(screen.getByRole('button', { name: 'Add a role' }));
    await ue.type(screen.getByLabelText('Name of role 1'), 'Waiter');
    await ue.clear(screen.getByLabelText('Points of role 1'));
    await ue.type(screen.getByLabelText('Points of role 1'), '3');
    await ue.click(screen.getByRole('button', { name: 'Add a role' }));
    await ue.type(screen.getByLabelText('Name of role 2'), 'Runner');
    await ue.clear(screen.getByLabelText('Points of role 2'));
    await ue.type(screen.getByLabelText('Points of role 2'), '2');
    await ue.selectOptions(screen.getByLabelText('Role of ali'), 'Waiter');
    await ue.selectOptions(screen.getByLabelText('Role of bea'), 'Runner');
    await ue.click(screen.getByRole('button', { name: 'Save policy' }));
    await screen.findByText('The pool policy has been saved.');
    expect(callsTo(fetchMock, '/teams/pool/policy', 'PUT')[0]!.body).toMatchObject({
      kind: 'points',
      roles: [
        { name: 'Waiter', points: 3 },
        { name: 'Runner', points: 2 },
      ],
      members: [
        { userId: ALI_ID, role: 'Waiter' },
        { userId: BEA_ID, role: 'Runner' },
      ],
    });
  });

  it("shows a refusal that concerns no field as the server's translated message", async () => {
    const ue = userEvent.setup();
    renderPool(poolPath, {
      user: ownerUser,
      handler: poolApi({}, (url, init) =>
        url.endsWith('/teams/pool/policy') && init?.method === 'PUT'
          ? fail(400, 'POOL_MEMBER_NOT_IN_TEAM', 'Only members of the team can have a share.')
          : undefined,
      ),
    });
    await ue.click(await screen.findByRole('button', { name: 'Save policy' }, SLOW));
    expect(await screen.findByRole('alert')).toHaveTextContent('Only members of the team can have a share.');
  });
});
