import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { NOTIFICATIONS_CHANNEL } from '../notifications/notify.ts';

/** A committed notification: whose it is and its id. */
export type NotificationSignal = [userId: string, notificationId: string];

export interface NotificationListenerHandlers {
  onSignal(pairs: NotificationSignal[]): void;
  /** The listening connection was lost and is back: signals in between may be missing. */
  onGap(): void;
}

const RECONNECT_MS = 1000;

function parse(payload: string | undefined): NotificationSignal[] {
  try {
    const pairs: unknown = JSON.parse(payload ?? '[]');
    return Array.isArray(pairs) ? (pairs as NotificationSignal[]) : [];
  } catch {
    return [];
  }
}

/**
 * LISTENs on the database for notifications committed by any instance (notify.ts sends them with
 * pg_notify inside the transaction that made them). Answers the function that stops listening.
 */
export async function listenForNotifications(
  db: Db,
  handlers: NotificationListenerHandlers,
  log: FastifyBaseLogger,
): Promise<() => Promise<void>> {
  const client = (db as unknown as { $client: unknown }).$client;
  if (client instanceof PGlite) {
    const unlisten = await client.listen(NOTIFICATIONS_CHANNEL, (payload) =>
      handlers.onSignal(parse(payload)),
    );
    // The database may already be closed (shut down first): nothing is left to stop then.
    return () => unlisten().catch(() => undefined);
  }
  if (!(client instanceof pg.Pool)) throw new Error('live delivery needs PGlite or a pg pool');
  // A connection of its own, outside the pool: it never takes a query's place, and closing the
  // pool (which waits for every client it lent) does not wait for it.
  const settings = client.options;
  let connection: pg.Client | null = null;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;

  const connect = async (afterLoss: boolean) => {
    const next = new pg.Client(settings);
    next.on('notification', (message) => {
      if (message.channel === NOTIFICATIONS_CHANNEL) handlers.onSignal(parse(message.payload));
    });
    next.on('error', (error) => {
      log.warn({ err: error }, 'live: notification listener lost its connection');
      if (connection === next) connection = null;
      void next.end().catch(() => undefined);
      if (!stopped) retry = setTimeout(() => void connect(true), RECONNECT_MS);
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${NOTIFICATIONS_CHANNEL}`);
      if (stopped) return void next.end().catch(() => undefined);
      connection = next;
      if (afterLoss) handlers.onGap();
    } catch (error) {
      log.warn({ err: error }, 'live: cannot listen for notifications yet');
      void next.end().catch(() => undefined);
      if (!stopped) retry = setTimeout(() => void connect(true), RECONNECT_MS);
    }
  };
  await connect(false);

  const stop = async () => {
    stopped = true;
    clearTimeout(retry);
    const open = connection;
    connection = null;
    await open?.end().catch(() => undefined);
  };
  // Whoever closes the database first (shutdown closes the app first, a test may not), the
  // listening connection goes with it: a database cannot be dropped while it listens there.
  const endPool = client.end.bind(client);
  client.end = async () => {
    await stop();
    return endPool();
  };
  return stop;
}
