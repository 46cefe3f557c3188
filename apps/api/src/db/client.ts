import { mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';

/** Both drivers share Drizzle's PostgreSQL query builder; services see only this. */
export type Db = PgDatabase<PgQueryResultHKT>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

// Next to this file in the source tree, next to main.js in the bundle (build.mjs copies them).
const migrationsFolder = join(dirname(fileURLToPath(import.meta.url)), 'migrations');

export interface OpenDatabaseOptions {
  /** A PostgreSQL server; without it the embedded PGlite is used. */
  databaseUrl?: string;
  /** Where PGlite keeps its files; undefined keeps everything in memory (tests). */
  dataDir?: string;
  poolSize?: number;
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.poolSize ?? 20 });
    const db = drizzlePg({ client: pool });
    await migratePg(db, { migrationsFolder });
    return { db: db as unknown as Db, kind: 'postgres', close: () => pool.end() };
  }
  let dataPath: string | undefined;
  if (options.dataDir) {
    dataPath = resolve(options.dataDir, 'pglite');
    mkdirSync(dataPath, { recursive: true });
  }
  const client = new PGlite(dataPath);
  const db = drizzlePglite({ client });
  await migratePglite(db, { migrationsFolder });
  return { db: db as unknown as Db, kind: 'pglite', close: () => client.close() };
}
