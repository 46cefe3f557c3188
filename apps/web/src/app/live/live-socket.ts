import {
  LIVE_CLOSE,
  LIVE_PATH,
  type LiveAuthFrame,
  type LiveServerFrame,
} from '@opentip/shared/schemas/live.schema';
import { API_BASE } from '../api/api-client';
import { reconnectDelay } from './live-backoff';

export interface LiveSocketOptions {
  url: string;
  /** The session token at the moment of (re)connecting; none: do not connect. */
  token: () => string | null;
  /** What this app has seen, read at each (re)connect so that the server replays only the rest. */
  resume: () => LiveAuthFrame['resume'];
  /** Every frame but `ready`; `replaying` is true for what the server replays before `ready`. */
  onFrame: (frame: LiveServerFrame, replaying: boolean) => void;
  /** The server has replayed what was missed; `reconnected` is false the first time only. */
  onReady: (reconnected: boolean) => void;
  /** Closed with 4401: the token is no longer valid. */
  onSessionEnded: () => void;
  createSocket?: (url: string) => WebSocket;
  random?: () => number;
}

/** The live address on this site: ws: beside http:, wss: beside https:. */
export function liveUrl(location: Pick<Location, 'protocol' | 'host'> = window.location): string {
  const scheme = location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${scheme}//${location.host}${API_BASE}${LIVE_PATH}`;
}

function parseFrame(data: unknown): LiveServerFrame | null {
  if (typeof data !== 'string') return null;
  try {
    const frame = JSON.parse(data) as unknown;
    return frame && typeof frame === 'object' && 'type' in frame ? (frame as LiveServerFrame) : null;
  } catch {
    return null;
  }
}

/**
 * One WebSocket to /api/v1/live that stays open: it signs in with the first frame, and after a
 * drop reconnects with backoff and jitter, naming what it has seen so nothing is lost. A 4401
 * close means the session is over, so it stops there.
 */
export class LiveSocket {
  private socket: WebSocket | null = null;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private attempt = 0;
  private stopped = false;
  private everReady = false;

  constructor(private readonly options: LiveSocketOptions) {}

  start(): void {
    this.stopped = false;
    this.open();
  }

  stop(): void {
    this.stopped = true;
    this.clearTimer();
    const socket = this.socket;
    this.socket = null;
    socket?.close(1000);
  }

  /** The network came back: try at once instead of waiting out the backoff. */
  retryNow(): void {
    if (this.stopped || this.socket || !this.timer) return;
    this.clearTimer();
    this.open();
  }

  private clearTimer(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  private open(): void {
    const token = this.options.token();
    if (!token || this.stopped) return;
    const socket = (this.options.createSocket ?? ((url) => new WebSocket(url)))(this.options.url);
    this.socket = socket;
    let ready = false;
    socket.onopen = () => {
      const resume = this.options.resume();
      const frame: LiveAuthFrame = { type: 'auth', token, ...(resume ? { resume } : {}) };
      socket.send(JSON.stringify(frame));
    };
    socket.onmessage = (event: MessageEvent) => {
      if (this.socket !== socket) return;
      const frame = parseFrame(event.data);
      if (!frame) return;
      if (frame.type !== 'ready') return this.options.onFrame(frame, !ready);
      ready = true;
      this.attempt = 0;
      this.options.onReady(this.everReady);
      this.everReady = true;
    };
    socket.onclose = (event: CloseEvent) => {
      if (this.socket !== socket) return;
      this.socket = null;
      if (this.stopped) return;
      if (event.code === LIVE_CLOSE.sessionEnded.code) return this.options.onSessionEnded();
      this.timer = setTimeout(
        () => {
          this.timer = null;
          this.open();
        },
        reconnectDelay(this.attempt++, this.options.random),
      );
    };
  }
}
