import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { reconnectDelay } from './live-backoff';
import { FakeLiveSocket } from './fake-live-socket';
import { LiveSocket, liveUrl, type LiveSocketOptions } from './live-socket';

function start(overrides: Partial<LiveSocketOptions> = {}) {
  const events = { frames: [] as unknown[], ready: [] as boolean[], ended: 0 };
  const live = new LiveSocket({
    url: 'ws://app.test/api/v1/live',
    token: () => 'token-1',
    resume: () => ({ rooms: { 'room-1': 7 }, notificationsAfter: 'n-9' }),
    onFrame: (frame, replaying) => events.frames.push({ frame, replaying }),
    onReady: (reconnected) => events.ready.push(reconnected),
    onSessionEnded: () => (events.ended += 1),
    createSocket: FakeLiveSocket.create,
    random: () => 1,
    ...overrides,
  });
  live.start();
  return { live, events };
}

beforeEach(() => {
  FakeLiveSocket.opened = [];
  vi.useFakeTimers();
});
afterEach(() => vi.useRealTimers());

describe('the live socket', () => {
  it('connects on this site, ws beside http and wss beside https', () => {
    expect(liveUrl({ protocol: 'http:', host: 'localhost:3000' })).toBe('ws://localhost:3000/api/v1/live');
    expect(liveUrl({ protocol: 'https:', host: 'tips.example' })).toBe('wss://tips.example/api/v1/live');
  });

  it('signs in with its first frame, naming what it has seen', () => {
    start();
    const socket = FakeLiveSocket.latest();
    socket.open();
    expect(socket.sent).toEqual([
      { type: 'auth', token: 'token-1', resume: { rooms: { 'room-1': 7 }, notificationsAfter: 'n-9' } },
    ]);
  });

  it('tells the replay before ready from live frames after it', () => {
    const { events } = start();
    const socket = FakeLiveSocket.latest();
    socket.open();
    socket.receive({ type: 'read', chatRoomId: 'r', otherReadSeq: 1 });
    socket.receive({ type: 'ready', userId: 'u-1' });
    socket.receive({ type: 'read', chatRoomId: 'r', otherReadSeq: 2 });
    expect(events.frames.map((f) => (f as { replaying: boolean }).replaying)).toEqual([true, false]);
    expect(events.ready).toEqual([false]);
  });

  it('reconnects after a drop with a growing wait, and resumes', () => {
    const { events } = start();
    FakeLiveSocket.latest().open();
    FakeLiveSocket.latest().receive({ type: 'ready', userId: 'u-1' });
    FakeLiveSocket.latest().drop(1001);
    vi.advanceTimersByTime(reconnectDelay(0, () => 1) - 1);
    expect(FakeLiveSocket.opened).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(FakeLiveSocket.opened).toHaveLength(2);
    FakeLiveSocket.latest().drop();
    vi.advanceTimersByTime(reconnectDelay(1, () => 1));
    expect(FakeLiveSocket.opened).toHaveLength(3);
    const socket = FakeLiveSocket.latest();
    socket.open();
    expect(socket.sent[0]).toMatchObject({ type: 'auth', resume: { rooms: { 'room-1': 7 } } });
    socket.receive({ type: 'ready', userId: 'u-1' });
    expect(events.ready).toEqual([false, true]);
  });

  it('stops after 4401: the session is over', () => {
    const { events } = start();
    FakeLiveSocket.latest().open();
    FakeLiveSocket.latest().drop(4401);
    vi.advanceTimersByTime(60_000);
    expect(FakeLiveSocket.opened).toHaveLength(1);
    expect(events.ended).toBe(1);
  });

  it('closes for good when the app stops it', () => {
    const { live } = start();
    const socket = FakeLiveSocket.latest();
    live.stop();
    socket.drop(1000);
    vi.advanceTimersByTime(60_000);
    expect(socket.closedWith).toBe(1000);
    expect(FakeLiveSocket.opened).toHaveLength(1);
  });
});

describe('the wait before reconnecting', () => {
  it('doubles up to 30 seconds, each drawn between half and all of it', () => {
    expect(reconnectDelay(0, () => 1)).toBe(1000);
    expect(reconnectDelay(0, () => 0)).toBe(500);
    expect(reconnectDelay(3, () => 1)).toBe(8000);
    expect(reconnectDelay(20, () => 1)).toBe(30_000);
    expect(reconnectDelay(20, () => 0)).toBe(15_000);
  });
});
