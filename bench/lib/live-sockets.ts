import { WebSocket } from 'ws';

export interface LiveSocketTarget {
  url: string;
  token: string;
  /** A label the arrivals carry, e.g. which instance the socket is on. */
  instance: number;
}

export interface OpenLiveSocket {
  target: LiveSocketTarget;
  socket: WebSocket;
  /** Set when the server closed the socket after it was ready: it missed what came after. */
  closedEarly: { code: number; reason: string } | null;
}

/** Called with the moment (performance.now()) a `message` frame arrived on a socket. */
export type OnMessageFrame = (clientId: string, at: number, instance: number) => void;

/** Called with every frame the server sent after `ready` (e.g. `notification`) and when it arrived. */
export type OnLiveFrame = (frame: { type: string } & Record<string, unknown>, at: number) => void;

/** Opens one socket, signs it in with the auth frame and resolves once the server sent `ready`. */
export function openLiveSocket(
  target: LiveSocketTarget,
  onMessage: OnMessageFrame,
  onFrame?: OnLiveFrame,
): Promise<OpenLiveSocket> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(target.url);
    const open: OpenLiveSocket = { target, socket, closedEarly: null };
    let ready = false;
    socket.on('open', () => socket.send(JSON.stringify({ type: 'auth', token: target.token })));
    socket.on('message', (data) => {
      const at = performance.now();
      const frame = JSON.parse(String(data)) as { type: string; message?: { clientId: string } };
      if (ready) onFrame?.(frame, at);
      if (frame.type === 'message' && frame.message) onMessage(frame.message.clientId, at, target.instance);
      else if (frame.type === 'ready' && !ready) {
        ready = true;
        resolve(open);
      }
    });
    socket.on('close', (code, reason) => {
      if (ready) open.closedEarly = { code, reason: reason.toString() };
      else reject(new Error(`socket closed before ready: ${code} ${reason.toString()}`));
    });
    socket.on('error', (error) => {
      if (!ready) reject(error);
    });
  });
}

/**
 * Opens every target, `concurrency` handshakes at a time, adding each to `opened` once ready (the
 * caller's list, so that sockets opened before a failure are still closed).
 */
export async function openLiveSockets(
  targets: LiveSocketTarget[],
  options: { onMessage: OnMessageFrame; concurrency: number; opened: OpenLiveSocket[] },
): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < targets.length) {
      const target = targets[next++]!;
      options.opened.push(await openLiveSocket(target, options.onMessage));
    }
  };
  await Promise.all(Array.from({ length: Math.min(options.concurrency, targets.length) }, worker));
}

/** Closes the sockets and waits until each one has closed. */
export async function closeLiveSockets(sockets: OpenLiveSocket[]): Promise<void> {
  await Promise.all(
    sockets.map(
      ({ socket }) =>
        new Promise<void>((resolve) => {
          if (socket.readyState === WebSocket.CLOSED) return resolve();
          socket.once('close', () => resolve());
          socket.close();
        }),
    ),
  );
}
