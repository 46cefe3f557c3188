import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, renderScreens, type FetchHandler } from '@test/render-app';
import { AdminNamespace } from '../admin-namespace';
import OperationsPage from './operations-page';

const TIP = '9a8b7c6d-5e4f-4a3b-9c2d-1e0f9a8b7c6d';
const WEBHOOK = '1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f';
const JOB = '7e6d5c4b-3a29-4180-9f7e-6d5c4b3a2918';

const ok = (data: unknown, message = 'OK') => json(200, { success: true, message, data });

const waitingTip = {
  id: TIP,
  createdAt: '2026-11-20T10:00:00.000Z',
  amount: 2500,
  currency: 'USD',
  status: 'pending',
  provider: 'stripe',
  providerPaymentId: 'pi_123',
  receiver: { id: 'u-1', username: 'ada', fullName: 'Ada Lovelace' },
  ageSeconds: 25 * 60,
};
const webhook = (overrides: Record<string, unknown> = {}) => ({
  id: WEBHOOK,
  provider: 'stripe',
  eventId: 'evt_123',
  type: 'payment_intent.succeeded',
  error: 'database is read-only for maintenance',
  attempts: 3,
  firstFailedAt: '2026-11-20T10:00:00.000Z',
  lastFailedAt: '2026-11-20T11:00:00.000Z',
  resolvedAt: null,
  ...overrides,
});
const failedJob = {
  name: 'mail-send',
  id: JOB,
  payload: { to: 'giver@example.test' },
  error: 'connect ECONNREFUSED',
  failedAt: '2026-11-20T12:00:00.000Z',
  retryCount: 9,
};
const config = {
  platformFee: { bps: 500, payoutHoldHours: 24 },
  payments: {
    cardProvider: 'stripe',
    providers: [
      { name: 'sandbox', configured: false, webhooks: false },
      { name: 'stripe', configured: true, webhooks: true },
      { name: 'paypal', configured: false, webhooks: false },
      { name: 'flutterwave', configured: false, webhooks: false },
    ],
  },
  publicUrl: 'https://tips.example.com',
  mail: { smtp: false, from: 'OpenTip <no-reply@example.com>' },
  redis: false,
  database: 'pglite',
  push: false,
  versions: { app: '0.1.0', node: '22.1.0' },
  secrets: [
    { name: 'STRIPE_SECRET_KEY', set: true },
    { name: 'DATABASE_URL', set: false },
  ],
};

interface Sent {
  url: string;
  method: string;
}

function renderOperations(path: string, answers: Partial<Record<string, () => Response>> = {}) {
  const sent: Sent[] = [];
  let webhooks = [webhook()];
  let jobs = [failedJob];
  const handler: FetchHandler = (input, init) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    sent.push({ url, method });
    const path = url.split('?')[0] ?? '';
    for (const [suffix, answer] of Object.entries(answers)) if (path.endsWith(suffix)) return answer?.();
    if (path.endsWith('/operations/reconciliation')) return ok({ tips: [waitingTip] });
    if (path.endsWith(`/reconciliation/${TIP}/check`))
      return ok({ tipId: TIP, status: 'succeeded', verdict: 'settled' }, 'The tip was checked.');
    if (path.endsWith('/operations/webhooks'))
      return ok({ webhooks: url.includes('state=resolved') ? [] : webhooks });
    if (path.endsWith(`/webhooks/${WEBHOOK}/retry`)) {
      const resolved = webhook({ resolvedAt: '2026-11-21T09:00:00.000Z' });
      webhooks = [];
      return ok({ webhook: resolved, succeeded: true }, 'The event was run again.');
    }
    if (path.endsWith('/operations/jobs')) return ok({ jobs });
    if (path.endsWith(`/jobs/mail-send/${JOB}/retry`)) {
      jobs = [];
      return ok({ name: 'mail-send', id: JOB }, 'The job will run again.');
    }
    if (path.endsWith('/operations/config')) return ok(config);
    return undefined;
  };
  const result = renderScreens(path, {
    user: null,
    handler,
    screens: {
      '/admin/operations': (
        <AdminNamespace>
          <OperationsPage />
        </AdminNamespace>
      ),
    },
  });
  return { ...result, sent };
}

const posts = (sent: Sent[]) => sent.filter((s) => s.method === 'POST').map((s) => s.url);

describe('/admin/operations', () => {
  it('lists waiting tips with amount, receiver and age, and checks one with its provider', async () => {
    const user = userEvent.setup();
    const { sent } = renderOperations('/admin/operations');
    const row = await screen.findByTestId(`waiting-${TIP}`);
    expect(row).toHaveTextContent('$25.00');
    expect(row).toHaveTextContent('Ada Lovelace');
    expect(row).toHaveTextContent('25 minutes');
    expect(row).toHaveTextContent('pi_123');
    await user.click(within(row).getByRole('button', { name: 'Check now' }));
    expect(
      await screen.findByText("The provider's record settled the tip: it is now Succeeded."),
    ).toBeInTheDocument();
    expect(posts(sent)).toEqual([`/api/v1/admin/operations/reconciliation/${TIP}/check`]);
  });

  it('says when no tip is waiting', async () => {
    renderOperations('/admin/operations', { '/operations/reconciliation': () => ok({ tips: [] }) });
    expect(await screen.findByText('No tip is waiting.')).toBeInTheDocument();
  });

  it('shows the API error when a list does not load', async () => {
    renderOperations('/admin/operations?tab=jobs', {
      '/operations/jobs': () =>
        json(403, { success: false, code: 'ADMIN_ONLY', message: 'This area is for administrators only.' }),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('This area is for administrators only.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('retries a failed webhook only after confirming, then it leaves the list', async () => {
    const user = userEvent.setup();
    const { sent } = renderOperations('/admin/operations?tab=webhooks');
    const row = await screen.findByTestId(`webhook-${WEBHOOK}`);
    expect(row).toHaveTextContent('database is read-only for maintenance');
    expect(row).toHaveTextContent('3');
    await user.click(within(row).getByRole('button', { name: 'Retry' }));
    const dialog = await screen.findByRole('dialog', { name: 'Run this event again?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(posts(sent)).toEqual([]);

    await user.click(within(row).getByRole('button', { name: 'Retry' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('The event was run again.')).toBeInTheDocument();
    expect(posts(sent)).toEqual([`/api/v1/admin/operations/webhooks/${WEBHOOK}/retry`]);
    expect(await screen.findByText('No failed webhook.')).toBeInTheDocument();
  });

  it('shows resolved webhooks on their own tab, kept in the URL', async () => {
    const user = userEvent.setup();
    const { sent } = renderOperations('/admin/operations?tab=webhooks');
    await screen.findByTestId(`webhook-${WEBHOOK}`);
    await user.click(screen.getByRole('button', { name: 'Resolved' }));
    expect(await screen.findByText('No resolved webhook yet.')).toBeInTheDocument();
    expect(sent.some((s) => s.url.endsWith('/admin/operations/webhooks?state=resolved'))).toBe(true);
    expect(screen.getByTestId('location')).toHaveTextContent('state=resolved');
  });

  it('retries a failed job after confirming', async () => {
    const user = userEvent.setup();
    const { sent } = renderOperations('/admin/operations?tab=jobs');
    const row = await screen.findByTestId(`job-${JOB}`);
    expect(row).toHaveTextContent('mail-send');
    expect(row).toHaveTextContent('connect ECONNREFUSED');
    await user.click(within(row).getByRole('button', { name: 'Retry' }));
    const dialog = await screen.findByRole('dialog', { name: 'Run this job again?' });
    expect(dialog).toHaveTextContent('The mail-send job runs again');
    await user.click(within(dialog).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('The job will run again.')).toBeInTheDocument();
    expect(posts(sent)).toEqual([`/api/v1/admin/operations/jobs/mail-send/${JOB}/retry`]);
    expect(await screen.findByText('No failed job.')).toBeInTheDocument();
  });

  it('shows the configuration read-only: fee, providers, mail, database, secrets only as set', async () => {
    const user = userEvent.setup();
    renderOperations('/admin/operations');
    await user.click(await screen.findByRole('link', { name: 'Configuration' }));
    const table = await screen.findByTestId('operations-config');
    expect(table).toHaveTextContent('5%');
    expect(table).toHaveTextContent('24 h');
    expect(table).toHaveTextContent('stripe: configured, webhooks on');
    expect(table).toHaveTextContent('Development mailbox');
    expect(table).toHaveTextContent('PGlite (embedded)');
    expect(table).toHaveTextContent('https://tips.example.com');
    expect(table).toHaveTextContent('STRIPE_SECRET_KEY: set');
    expect(table).toHaveTextContent('DATABASE_URL: not set');
    expect(screen.queryByRole('button', { name: /save|edit/i })).not.toBeInTheDocument();
  });
});
