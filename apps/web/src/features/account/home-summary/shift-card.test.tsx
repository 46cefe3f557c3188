import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { USERS_BY_KIND } from '@test/fixtures';
import { ok, type FetchHandler } from '@test/render-app';
import { renderApp } from '@test/render-app';
import { homeApi } from './home-test-kit';

const SLOW = { timeout: 8000 };
const team = { id: 't-1', name: 'Cabana Club' };
const shift = {
  id: 's-1',
  stationId: 'st-1',
  stationName: 'Pool bar',
  member: { userId: 'u-1', username: 'ana', fullName: null, profileImg: null },
  clockedInAt: '2026-11-28T18:00:00.000Z',
  clockedOutAt: null,
};

/** /teams/shifts/mine as the server keeps it: clock-in and clock-out change what it answers. */
function shiftApi(): { handler: FetchHandler; calls: string[] } {
  let open = false;
  const calls: string[] = [];
  const home = homeApi({});
  const handler: FetchHandler = (url, init) => {
    const { pathname } = new URL(url, 'http://localhost');
    if (pathname === '/api/v1/teams/shifts/mine')
      return ok({ shift: open ? shift : null, team, stations: [{ id: 'st-1', name: 'Pool bar' }] });
    if (pathname === '/api/v1/teams/shifts/clock-in') {
      calls.push(`in ${String(init?.body)}`);
      open = true;
      return ok({ shift }, 'You are clocked in.');
    }
    if (pathname === '/api/v1/teams/shifts/clock-out') {
      calls.push('out');
      open = false;
      return ok({ shift: { ...shift, clockedOutAt: '2026-11-28T22:00:00.000Z' } }, 'You are clocked out.');
    }
    return home(url, init);
  };
  return { handler, calls };
}

describe("/Home's shift card", { timeout: 30_000 }, () => {
  it('clocks a member in at their station with one tap, and out again', async () => {
    const api = shiftApi();
    renderApp('/Home', { user: USERS_BY_KIND.teamMember, handler: api.handler });
    await userEvent.click(await screen.findByRole('button', { name: 'Clock in at Pool bar' }, SLOW));
    expect(await screen.findByText(/^On duty at Pool bar since/)).toBeInTheDocument();
    expect(api.calls).toEqual(['in {"stationId":"st-1"}']);
    await userEvent.click(screen.getByRole('button', { name: 'Clock out' }));
    expect(await screen.findByText('You are not clocked in.')).toBeInTheDocument();
    expect(api.calls).toEqual(['in {"stationId":"st-1"}', 'out']);
  });

  it('asks nothing about shifts for a tip giver', async () => {
    const api = shiftApi();
    const { fetchMock } = renderApp('/Home', { user: USERS_BY_KIND.tipGiver, handler: api.handler });
    expect(await screen.findByText('Your recent tips', {}, SLOW)).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/teams/shifts'))).toBe(false);
  });
});
