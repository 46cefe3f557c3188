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
import { claimEmbeddedDatabase } from './embedded-lock.ts';
import { PreparingClient } from './prepared-statements.ts';

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
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 20,
      Client: PreparingClient,
    });
    const db = drizzlePg({ client: pool });
    await oneMigratorAtATime(options.databaseUrl, () => migratePg(db, { migrationsFolder }));
    return { db: db as unknown as Db, kind: 'postgres', close: () => pool.end() };
  }
  let dataPath: string | undefined;
  let release = () => {};
  if (options.dataDir) {
    dataPath = resolve(options.dataDir, 'pglite');
    mkdirSync(dataPath, { recursive: true });
    release = claimEmbeddedDatabase(dataPath);
  }
  try {
    const client = new PGlite(dataPath);
    const db = drizzlePglite({ client });
    await migratePglite(db, { migrationsFolder });
    const close = async () => {
      await client.close();
      release();
    };
    return { db: db as unknown as Db, kind: 'pglite', close };
  } catch (error) {
    release();
    throw error;
  }
}

// Any lock id of our own: instances starting together wait for one another's migrations instead of
// running the same ones at once (drizzle's migrator takes no lock).
const MIGRATION_LOCK = 7_151_926;

async function oneMigratorAtATime(databaseUrl: string, migrate: () => Promise<void>): Promise<void> {
  const lock = new pg.Client({ connectionString: databaseUrl });
  await lock.connect();
  try {
    await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migrate();
  } finally {
    await lock.end();
  }
}
