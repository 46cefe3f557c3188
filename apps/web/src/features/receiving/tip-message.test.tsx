import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeUser } from '@test/fixtures';
import { callsTo, makeTip, ok, renderScreen, tipsPage } from './receiving-test-kit';

const receiver = makeUser({ id: 'u-1', currency: 'USD' });
const ROOM = '0b6c1f6e-2f4e-4c8e-9a3e-5d7f8a9b0c1d';
const balance = ok({
  balance: {
    currency: 'USD',
    todayTips: 0,
    receivedToday: 0,
    total: 0,
    available: 0,
    poolShares: 0,
    pending: 0,
    nextAvailableAt: null,
    holdHours: 24,
  },
  otherCurrencies: [],
});

function showTip(tip: ReturnType<typeof makeTip>, user = receiver) {
  return renderScreen('/home', {
    user,
    handler: (url) => {
      if (url.includes('/payee/getBalance')) return balance;
      if (url.includes('/transactions?')) return tipsPage([tip]);
      if (url.endsWith('/user/chat/thread'))
        return ok({
          thread: {
            id: ROOM,
            chatRoomId: ROOM,
            otherUser: { id: 'g-1', username: 'zoe', profileImg: null },
            lastMessage: null,
            unreadCount: 0,
            startedByMe: true,
            transactionId: tip.id,
            teamId: null,
            lastActivityAt: new Date().toISOString(),
            createdAt: new Date().toISOString(),
          },
        });
    },
  });
}

describe("a tip's details", () => {
  it('open the conversation with a signed-in giver, from that tip', async () => {
    const user = userEvent.setup();
    const tip = makeTip();
    const { fetchMock } = showTip(tip);
    await user.click(await screen.findByRole('button', { name: 'Tip details: zoe' }));
    await user.click(await screen.findByRole('button', { name: 'Message zoe' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(`/chatModal?chatRoomId=${ROOM}`),
    );
    const [opened] = callsTo(fetchMock, '/user/chat/thread');
    expect(JSON.parse(String(opened?.init?.body))).toEqual({ transactionId: tip.id });
  });

  it("offer no message to a guest's tip, nor to a person whose chat is disabled", async () => {
    const user = userEvent.setup();
    const { unmount } = showTip(makeTip({ giver: null }));
    await user.click(await screen.findByRole('button', { name: /Tip details/ }));
    expect(await screen.findByTestId('tip-detail')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Message/ })).not.toBeInTheDocument();
    unmount();
    showTip(makeTip(), makeUser({ id: 'u-1', chatDisabled: true }));
    await user.click(await screen.findByRole('button', { name: 'Tip details: zoe' }));
    expect(await screen.findByTestId('tip-detail')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Message zoe' })).not.toBeInTheDocument();
  });
});
