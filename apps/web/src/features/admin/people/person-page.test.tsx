import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from '@opentip/shared/messages';
import { ok, requestsTo } from '../shell/admin-test-kit';
import { makePerson, renderPeople } from './admin-people-test-kit';

const ID = '6f1c1a52-3f7e-4a51-9d55-0c7e2b1d0a01';

function detail(overrides: Parameters<typeof makePerson>[0] = {}) {
  return {
    person: {
      ...makePerson(overrides),
      firstName: 'Maria',
      lastName: 'Lopez',
      phone: '+34600111222',
      deletedAt: null,
    },
    teams: [{ teamId: 't-1', name: 'Bar Sol', role: 'member', status: 'accepted' }],
    counts: { tipsGiven: 0, tipsReceived: 7 },
    tipsGiven: [],
    tipsReceived: [
      {
        id: 'tip-1',
        amount: 1250,
        currency: 'USD',
        status: 'succeeded',
        giverUserId: null,
        receiverUserId: ID,
        createdAt: '2026-03-01T12:00:00.000Z',
      },
    ],
    payoutAccounts: [{ provider: 'stripe', label: null, ready: true, destination: true }],
  };
}

/** The person's page; the switches change what the next GET answers, as the server would. */
function renderPerson(initial: Parameters<typeof makePerson>[0] = {}) {
  let state = { ...initial };
  return renderPeople(`/admin/people/${ID}`, (url, init) => {
    if (url.endsWith(`/admin/people/${ID}`)) return ok(detail(state));
    const body = init?.body ? (JSON.parse(String(init.body)) as { disabled: boolean }) : undefined;
    if (url.endsWith('/chat') && body) {
      state = { ...state, chatDisabled: body.disabled };
      return ok({ person: makePerson(state) });
    }
    if (url.endsWith('/sign-in') && body) {
      state = { ...state, signInDisabledAt: body.disabled ? '2026-03-02T09:00:00.000Z' : null };
      return ok({ person: makePerson(state) });
    }
    if (url.endsWith('/resend-verification')) return ok({ person: makePerson(state) }, MESSAGES.otpSent);
    return undefined;
  });
}

describe('/admin/people/:id', () => {
  it('shows the account, teams, tips with links to them, and payout links', async () => {
    renderPerson();
    expect(await screen.findByRole('heading', { level: 1, name: 'Maria Lopez' })).toBeInTheDocument();
    expect(screen.getByText('12345678')).toBeInTheDocument();
    // Left-to-right data keeps its reading order on an Arabic page ("+" stays in front).
    expect(screen.getByText('+34600111222')).toHaveAttribute('dir', 'ltr');
    expect(screen.getByText('Tips received: 7')).toBeInTheDocument();
    const tip = screen.getByRole('link', { name: /\$12\.50/ });
    expect(tip).toHaveAttribute('href', '/admin/tips/tip-1');
    expect(tip).toHaveTextContent('Succeeded');
    expect(tip).not.toHaveTextContent('succeeded');
    expect(screen.getByRole('link', { name: 'All tips' })).toHaveAttribute(
      'href',
      '/admin/tips?receiver=12345678',
    );
    expect(screen.getByRole('link', { name: /bar sol/i })).toHaveAttribute('href', '/admin/teams/t-1');
    expect(screen.getByText('stripe')).toBeInTheDocument();
  });

  it('disables chat only with a reason, then shows the new state and a toast', async () => {
    const { fetchMock } = renderPerson();
    const ue = userEvent.setup();
    await ue.click(await screen.findByRole('button', { name: 'Disable chat' }));
    const dialog = screen.getByRole('dialog', { name: 'Disable chat' });
    await ue.click(within(dialog).getByRole('button', { name: 'Disable chat' }));
    expect(within(dialog).getByText(MESSAGES.adminReasonRequired)).toBeInTheDocument();
    expect(requestsTo(fetchMock, '/chat')).toEqual([]);

    await ue.type(within(dialog).getByLabelText(/reason/i), 'Insults in chat');
    await ue.click(within(dialog).getByRole('button', { name: 'Disable chat' }));
    expect(await screen.findByText('Chat disabled.')).toBeInTheDocument();
    expect(requestsTo(fetchMock, '/chat')).toMatchObject([
      {
        url: `/api/v1/admin/people/${ID}/chat`,
        method: 'POST',
        body: { disabled: true, reason: 'Insults in chat' },
      },
    ]);
    expect(await screen.findByText('Chat is disabled.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Enable chat' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says that disabling sign-in signs them out everywhere, and sends it', async () => {
    const { fetchMock } = renderPerson();
    const ue = userEvent.setup();
    await ue.click(await screen.findByRole('button', { name: 'Disable sign-in' }));
    const dialog = screen.getByRole('dialog', { name: 'Disable sign-in' });
    expect(within(dialog).getByText(/signs them out everywhere at once/)).toBeInTheDocument();
    await ue.type(within(dialog).getByLabelText(/reason/i), 'Stolen account');
    await ue.click(within(dialog).getByRole('button', { name: 'Disable sign-in' }));
    expect(await screen.findByText(/Sign-in disabled since/)).toBeInTheDocument();
    expect(requestsTo(fetchMock, '/sign-in').map((c) => c.body)).toEqual([
      { disabled: true, reason: 'Stolen account' },
    ]);
  });

  it('enables chat again with a reason', async () => {
    const { fetchMock } = renderPerson({ chatDisabled: true });
    const ue = userEvent.setup();
    await ue.click(await screen.findByRole('button', { name: 'Enable chat' }));
    await ue.type(screen.getByLabelText(/reason/i), 'Appeal accepted');
    await ue.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Enable chat' }));
    await waitFor(() =>
      expect(requestsTo(fetchMock, '/chat').map((c) => c.body)).toEqual([
        { disabled: false, reason: 'Appeal accepted' },
      ]),
    );
    expect(await screen.findByText('Chat is enabled.')).toBeInTheDocument();
  });

  it('resends the verification mail only to an unverified person', async () => {
    const { fetchMock } = renderPerson({ emailVerifiedAt: null });
    const ue = userEvent.setup();
    await ue.click(await screen.findByRole('button', { name: 'Resend verification email' }));
    await ue.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Resend verification email' }),
    );
    expect(await screen.findByText('Verification email sent.')).toBeInTheDocument();
    expect(requestsTo(fetchMock, '/resend-verification').map((c) => c.method)).toEqual(['POST']);
  });

  it('offers no resend to a verified person', async () => {
    renderPerson();
    expect(await screen.findByText('The email address is verified.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Resend verification email' })).not.toBeInTheDocument();
  });
});
