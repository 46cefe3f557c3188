/**
 * Platform administrator commands on the configured database, e.g.
 * `npm run admin -w @opentip/api -- chat off someone@example.com` (and `chat on` to undo).
 */
import { resolve } from 'node:path';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { runAdminCommand } from './admin-command.ts';

const config = loadConfig();
// npm runs this in apps/api; a relative DATA_DIR means where the command was typed, as for `npm start`.
const dataDir = resolve(process.env.INIT_CWD ?? process.cwd(), config.DATA_DIR);
const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir });
try {
  const { code, output } = await runAdminCommand(database.db, process.argv.slice(2), new Date());
  (code === 0 ? console.log : console.error)(output);
  process.exitCode = code;
} finally {
  await database.close();
}
