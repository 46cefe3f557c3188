import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PublicStation } from '@opentip/shared/schemas/stations.schema';
import { json, ok, renderApp, type FetchHandler } from '@test/render-app';

const SLOW = { timeout: 8000 };
const person = (userId: string, name: string, payee: string) => ({
  userId,
  username: name.toLowerCase(),
  fullName: name,
  profileImg: null,
  payee,
  since: '2026-11-28T18:00:00.000Z',
});
const pool = {
  payee: 'TEAMPAYEE1',
  note: { kind: 'equal' as const, team: 'Cabana Club', memberCount: 3, members: [] },
};

function stationApi(station: PublicStation | 'missing'): FetchHandler {
  return (url) => {
    const { pathname } = new URL(url, 'http://localhost');
    if (pathname === '/api/v1/stations/POOLBAR123')
      return station === 'missing'
        ? json(404, { success: false, code: 'STATION_NOT_FOUND', message: 'Station not found.' })
        : ok({ station });
    return json(404, { success: false, code: 'NOT_FOUND', message: 'Not found.' });
  };
}

describe('/station/:code, what a guest sees', { timeout: 30_000 }, () => {
  it('lists the people on duty and everyone, and opens the tip flow of the one chosen', async () => {
    renderApp('/station/POOLBAR123', {
      handler: stationApi({
        code: 'POOLBAR123',
        name: 'Pool bar',
        team: { name: 'Cabana Club' },
        onDuty: [person('u-1', 'Ana', 'ANAPAYEE01'), person('u-2', 'Omar', 'OMARPAYEE1')],
        pool,
      }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Pool bar' }, SLOW)).toBeInTheDocument();
    expect(screen.getByText('2 people are on duty here now.')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Everyone \(team pool\)/ })).not.toBeChecked();
    const next = screen.getByRole('button', { name: 'Continue' });
    expect(next).toBeDisabled();
    await userEvent.click(screen.getByRole('radio', { name: 'Omar' }));
    await userEvent.click(next);
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/tip-receiver-details/OMARPAYEE1'),
    );
  });

  it('says before paying that with nobody on duty the tip goes to the team pool', async () => {
    renderApp('/station/POOLBAR123', {
      handler: stationApi({
        code: 'POOLBAR123',
        name: 'Cart 12',
        team: { name: 'Cabana Club' },
        onDuty: [],
        pool,
      }),
    });
    expect(await screen.findByTestId('station-nobody', {}, SLOW)).toHaveTextContent(
      'Nobody is on duty right now. Your tip goes to the pool of Cabana Club, shared among its members.',
    );
    expect(screen.getByRole('radio', { name: /Everyone \(team pool\)/ })).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/tip-receiver-details/TEAMPAYEE1'),
    );
  });

  it("shows the server's message for a code that finds no station", async () => {
    renderApp('/station/POOLBAR123', { handler: stationApi('missing') });
    expect(await screen.findByText('Station not found.', {}, SLOW)).toBeInTheDocument();
  });
});
