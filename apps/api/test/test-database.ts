import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type Database, type Db } from '../src/db/client.ts';

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a new database on
 * the PostgreSQL server of TEST_DATABASE_URL (dropped again on close), so files run in parallel.
 */
export async function openTestDatabase(): Promise<Database> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return openPgliteCopy();

  const name = `opentip_test_${randomBytes(6).toString('hex')}`;
  const template = inject('postgresTemplate');
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  await admin.end();

  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  // Two test workers at once on a server that allows 100 connections: a file racing 50 requests
  // queues some for a connection rather than taking the server's last ones from the other file.
  const database = await openDatabase({ databaseUrl: url.toString(), poolSize: 25 });
  return {
    ...database,
    async close() {
      await database.close();
      await dropDatabase(serverUrl, name);
    },
  };
}

/** In-memory PGlite loaded from the migrated template of apps/api/test/template-database.ts. */
async function openPgliteCopy(): Promise<Database> {
  const template = inject('pgliteTemplate');
  if (!template) return openDatabase({});
  const client = new PGlite({ loadDataDir: new Blob([readFileSync(template)]) });
  return { db: drizzle({ client }) as unknown as Db, kind: 'pglite', close: () => client.close() };
}

/**
 * pg's pool.end() resolves before the server has seen every socket close, so a plain DROP can
 * still find the database in use: wait for those connections rather than kill them (a killed
 * connection surfaces as an unhandled error in the test run after every test passed).
 */
async function dropDatabase(serverUrl: string, name: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    for (let attempt = 0; attempt < 50; attempt++) {
      try {
        await admin.query(`DROP DATABASE IF EXISTS ${name}`);
        return;
      } catch (error) {
        if ((error as { code?: string }).code !== OBJECT_IN_USE) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  } finally {
    await admin.end();
  }
}

const OBJECT_IN_USE = '55006';
