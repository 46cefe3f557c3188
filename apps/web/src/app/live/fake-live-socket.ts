// A WebSocket stand-in for tests (only tests import this file).

/** Records what the app sends; the test plays the server with open(), receive() and drop(). */
export class FakeLiveSocket {
  static opened: FakeLiveSocket[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;
  readonly sent: unknown[] = [];
  closedWith: number | null = null;

  constructor(readonly url: string) {
    FakeLiveSocket.opened.push(this);
  }

  static create = (url: string) => new FakeLiveSocket(url) as unknown as WebSocket;

  static latest(): FakeLiveSocket {
    const socket = FakeLiveSocket.opened.at(-1);
    if (!socket) throw new Error('no live socket was opened');
    return socket;
  }

  send(data: string) {
    this.sent.push(JSON.parse(data));
  }

  close(code = 1000) {
    this.closedWith = code;
  }

  open() {
    this.onopen?.();
  }

  receive(frame: unknown) {
    this.onmessage?.({ data: JSON.stringify(frame) } as MessageEvent);
  }

  drop(code = 1006) {
    this.onclose?.({ code } as CloseEvent);
  }
}
