import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BEA_ID, memberUser, ownerUser, poolApi, poolPath, renderPool, SLOW, TEAM_ID } from './pool-test-kit';
import { recordDownloads } from '@test/downloads';

const csv = (url: string) =>
  url.includes('/teams/pool/statement?')
    ? new Response('date,run,policy,currency,amount\n', {
        status: 200,
        headers: {
          'content-type': 'text/csv',
          'content-disposition': 'attachment; filename="statement-2026-11-01-2026-11-15.csv"',
        },
      })
    : undefined;

const downloads = recordDownloads();

const statementCalls = (fetchMock: ReturnType<typeof vi.fn>) =>
  fetchMock.mock.calls
    .map(([input, init]) => ({
      url: new URL(String(input), 'http://localhost'),
      init: init as RequestInit | undefined,
    }))
    .filter(({ url }) => url.pathname === '/api/v1/teams/pool/statement');

function setPeriod(from: string, to: string) {
  fireEvent.change(screen.getByLabelText(/^From/), { target: { value: from } });
  fireEvent.change(screen.getByLabelText(/^To/), { target: { value: to } });
}

describe('/teamPool: statements', { timeout: 30_000 }, () => {
  it('downloads the CSV of the period with the bearer token and saves it under its name', async () => {
    const ue = userEvent.setup();
    const { fetchMock } = renderPool(poolPath, { user: memberUser, handler: poolApi({}, csv) });
    await screen.findByRole('button', { name: 'Download CSV' }, SLOW);
    setPeriod('2026-11-01', '2026-11-15');
    await ue.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(downloads).toHaveLength(1));
    const [call] = statementCalls(fetchMock);
    expect(Object.fromEntries(call!.url.searchParams)).toEqual({
      teamId: TEAM_ID,
      from: '2026-11-01',
      to: '2026-11-15',
      format: 'csv',
    });
    expect(new Headers(call!.init?.headers).get('authorization')).toBe('Bearer token-1');
    expect(downloads[0]).toEqual({ href: 'blob:statement-1', name: 'statement-2026-11-01-2026-11-15.csv' });
  });

  it("asks for the PDF of another member's statement when a manager chooses them", async () => {
    const ue = userEvent.setup();
    const { fetchMock } = renderPool(poolPath, {
      user: ownerUser,
      handler: poolApi({}, (url) =>
        url.includes('/teams/pool/statement?')
          ? new Response('%PDF-1.7', {
              status: 200,
              headers: { 'content-type': 'application/pdf' },
            })
          : undefined,
      ),
    });
    await ue.selectOptions(await screen.findByLabelText(/Whose statement/, {}, SLOW), 'bea');
    setPeriod('2026-10-01', '2026-10-31');
    await ue.click(screen.getByRole('button', { name: 'Download PDF' }));
    await waitFor(() => expect(downloads).toHaveLength(1));
    const params = statementCalls(fetchMock)[0]!.url.searchParams;
    expect([params.get('format'), params.get('userId'), params.get('from'), params.get('to')]).toEqual([
      'pdf',
      BEA_ID,
      '2026-10-01',
      '2026-10-31',
    ]);
    expect(downloads[0]!.name).toBe('statement-2026-10-01-2026-10-31.pdf');
  });

  it('refuses a period that ends before it starts, asking the server nothing', async () => {
    const ue = userEvent.setup();
    const { fetchMock } = renderPool(poolPath, { user: memberUser, handler: poolApi({}, csv) });
    await screen.findByRole('button', { name: 'Download CSV' }, SLOW);
    setPeriod('2026-11-15', '2026-11-01');
    await ue.click(screen.getByRole('button', { name: 'Download CSV' }));
    expect(await screen.findByText('Please choose a valid period (at most one year).')).toBeInTheDocument();
    expect(statementCalls(fetchMock)).toHaveLength(0);
  });
});
