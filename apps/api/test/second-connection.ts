import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import type { Database, Db } from '../src/db/client.ts';

export interface WatchedDb {
  db: Db;
  /** Every statement run through `db`, oldest first. */
  statements: string[];
  close(): Promise<void>;
}

const clientOf = (database: Database) => (database.db as unknown as { $client: PGlite | pg.Pool }).$client;

function watched(client: PGlite | pg.Pool, kind: Database['kind'], close: () => Promise<void>): WatchedDb {
  const statements: string[] = [];
  const logger = { logQuery: (query: string) => void statements.push(query) };
  const db =
    kind === 'pglite'
      ? drizzlePglite({ client: client as PGlite, logger })
      : drizzlePg({ client: client as pg.Pool, logger });
  return { db: db as unknown as Db, statements, close };
}

/** The test database's own connections, with the statements run through this Db kept. */
export const sameConnection = (database: Database): WatchedDb =>
  watched(clientOf(database), database.kind, async () => {});

/**
 * Another pool on the test database, as main.ts opens one for the sandbox provider: `max`
 * connections of its own on PostgreSQL; on PGlite (which cannot be opened twice) the same client.
 */
export function secondConnection(database: Database, options: { max?: number } = {}): WatchedDb {
  if (database.kind === 'pglite') return sameConnection(database);
  const { connectionString } = (clientOf(database) as pg.Pool).options;
  const pool = new pg.Pool({ connectionString, max: options.max ?? 4 });
  return watched(pool, 'postgres', () => pool.end());
}
