import { afterEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import fr from '@/i18n/locales/fr.json';
import { callsTo } from '../teams-test-kit';
import {
  adminUser,
  fail,
  makeOverview,
  makeSummary,
  makePreview,
  makeRun,
  ok,
  poolApi,
  poolPath,
  renderPool,
  SLOW,
  TEAM_ID,
} from './pool-test-kit';

const isRun = (url: string, init?: RequestInit) =>
  url.endsWith('/teams/pool/runs') && init?.method === 'POST';
const adminOverview = makeOverview({}, 'admin');

afterEach(async () => {
  await i18next.changeLanguage('en');
});

describe('/teamPool: a manager shares the pool out', { timeout: 30_000 }, () => {
  it('asks first, saying how much goes to how many members, then shares out with progress', async () => {
    const ue = userEvent.setup();
    let release: (response: Response) => void = () => undefined;
    const { fetchMock } = renderPool(poolPath, {
      user: adminUser,
      handler: poolApi({ overview: adminOverview }, (url, init) =>
        isRun(url, init) ? new Promise<Response>((resolve) => (release = resolve)) : undefined,
      ),
    });
    await ue.click(await screen.findByRole('button', { name: 'Share out now' }, SLOW));
    let dialog = screen.getByRole('dialog', { name: 'Share out the pool now?' });
    expect(dialog).toHaveTextContent(
      '$120.00 will be shared among 2 members under the current policy. A share-out cannot be undone.',
    );
    await ue.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(callsTo(fetchMock, '/teams/pool/runs', 'POST')).toHaveLength(0);

    await ue.click(screen.getByRole('button', { name: 'Share out now' }));
    dialog = screen.getByRole('dialog', { name: 'Share out the pool now?' });
    await ue.click(within(dialog).getByRole('button', { name: 'Share out' }));
    expect(await within(dialog).findByText('Sharing out the pool…')).toBeInTheDocument();
    expect(callsTo(fetchMock, '/teams/pool/runs', 'POST').map((call) => call.body)).toEqual([
      { teamId: TEAM_ID },
    ]);
    release(ok({ run: makeRun() }, 'The pool has been shared out.'));
    expect(await screen.findByText('The pool has been shared out.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("shows the server's 409 refusal in the reader's language", async () => {
    i18next.addResourceBundle('fr', 'translation', fr, true, true);
    await i18next.changeLanguage('fr');
    const ue = userEvent.setup();
    renderPool(poolPath, {
      user: adminUser,
      handler: poolApi({ overview: adminOverview }, (url, init) =>
        isRun(url, init)
          ? fail(409, 'POOL_NOTHING_TO_SHARE', 'There is nothing in the pool to share out yet.')
          : undefined,
      ),
    });
    await ue.click(await screen.findByRole('button', { name: 'Répartir maintenant' }, SLOW));
    await ue.click(
      within(screen.getByRole('dialog', { name: 'Répartir la cagnotte maintenant ?' })).getByRole('button', {
        name: 'Répartir',
      }),
    );
    expect(await screen.findByText("Il n'y a encore rien à répartir dans la cagnotte.")).toBeInTheDocument();
  });

  it('says why nobody would get a share (409 poolNoShares)', async () => {
    const ue = userEvent.setup();
    renderPool(poolPath, {
      user: adminUser,
      handler: poolApi({ overview: adminOverview }, (url, init) =>
        isRun(url, init)
          ? fail(
              409,
              'POOL_NO_SHARES',
              'Nobody has a share under this policy. Please give members hours, points or percentages first.',
            )
          : undefined,
      ),
    });
    await ue.click(await screen.findByRole('button', { name: 'Share out now' }, SLOW));
    await ue.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Share out' }));
    expect(
      await screen.findByText(
        'Nobody has a share under this policy. Please give members hours, points or percentages first.',
      ),
    ).toBeInTheDocument();
  });

  it('offers no share-out while the pool is empty', async () => {
    renderPool(poolPath, {
      user: adminUser,
      handler: poolApi({
        overview: makeOverview({ pools: [], summary: { ...makeSummary(), currencies: [] } }, 'admin'),
        preview: makePreview({ pools: [], shares: [] }),
      }),
    });
    expect(await screen.findByRole('button', { name: 'Share out now' }, SLOW)).toBeDisabled();
    expect(await screen.findByText('The pool is empty: there is nothing to share yet.')).toBeInTheDocument();
    expect(screen.getByTestId('pool-holds')).toHaveTextContent('Nothing yet');
  });
});
