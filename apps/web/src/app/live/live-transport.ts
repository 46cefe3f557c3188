/**
 * How the app opens its live socket. Component tests run without a server (and must not reach a
 * dev server on the same port): there it opens nothing unless a test puts a fake in its place.
 */
export const liveTransport: { create: ((url: string) => WebSocket) | null } = {
  create: import.meta.env.MODE === 'test' ? null : (url) => new WebSocket(url),
};
