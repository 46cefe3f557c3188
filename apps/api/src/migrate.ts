/**
 * Brings the configured database's schema up to date and stops: `npm run migrate` (the built
 * dist/migrate.js), as a deployment runs it before starting new instances. The server does the
 * same at start-up; instances starting together on PostgreSQL take turns (db/client.ts).
 */
import { loadConfig } from './config.ts';
import { openCommandDatabase } from './scripts/command-database.ts';

const database = await openCommandDatabase(loadConfig());
await database.close();
console.log(
  `Migrations applied to ${database.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite under ${database.dataDir}`}.`,
);
