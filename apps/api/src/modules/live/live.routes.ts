import websocket from '@fastify/websocket';
import { LIVE_PATH } from '@opentip/shared/schemas/live.schema';
import type { ModuleRoutes } from '../../lib/module.ts';
import { createLiveHub } from './live-hub.ts';
import { LIVE_MAX_FRAME_BYTES, LIVE_TIMINGS, startLiveSession } from './live-session.ts';

const GOING_AWAY = 1001;

/**
 * GET /api/v1/live: the WebSocket of live delivery (protocol in docs/conversations.md, frames in
 * packages/shared/src/schemas/live.schema.ts). The app owns the bus: closing the app closes it.
 */
export const liveRoutes: ModuleRoutes = async (app, { deps }) => {
  const bus = deps.liveBus;
  if (!bus) throw new Error('buildApp gives the live routes a bus');
  const hub = createLiveHub(bus);
  const timings = { ...LIVE_TIMINGS, ...deps.liveTimings };

  await app.register(websocket, {
    options: { maxPayload: LIVE_MAX_FRAME_BYTES },
    // Clients reconnect (to any instance) and resume: tell them the server is going, not failing.
    preClose(done) {
      for (const client of this.websocketServer.clients)
        client.close(GOING_AWAY, 'The server is restarting. Please reconnect.');
      this.websocketServer.close(() => done());
    },
  });
  app.addHook('onClose', async () => bus.close());

  app.route({
    method: 'GET',
    url: LIVE_PATH,
    schema: { hide: true },
    // A plain GET (no upgrade) gets a clear answer instead of an empty 404.
    handler: async (_request, reply) =>
      reply.code(426).header('upgrade', 'websocket').send({
        success: false,
        message: 'This address takes a WebSocket connection.',
        code: 'WEBSOCKET_REQUIRED',
      }),
    wsHandler: (socket) => {
      app.metrics.liveSockets.inc();
      socket.once('close', () => app.metrics.liveSockets.dec());
      startLiveSession(socket, { db: deps.db, hub, now: deps.now, timings, log: app.log });
    },
  });
};
