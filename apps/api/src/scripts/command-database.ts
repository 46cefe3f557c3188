import { resolve } from 'node:path';
import type { Config } from '../config.ts';
import { openDatabase, type Database } from '../db/client.ts';
import { EmbeddedDatabaseInUse } from '../db/embedded-lock.ts';

/**
 * The database an operator's command works on: DATABASE_URL, else the embedded one under DATA_DIR
 * (relative to where the command was typed: npm runs scripts in apps/api). While a server holds the
 * embedded database the command stops here with what to do, before changing anything.
 */
export async function openCommandDatabase(config: Config): Promise<Database & { dataDir: string }> {
  const dataDir = resolve(process.env.INIT_CWD ?? process.cwd(), config.DATA_DIR);
  try {
    return { ...(await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir })), dataDir };
  } catch (error) {
    if (!(error instanceof EmbeddedDatabaseInUse)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}
