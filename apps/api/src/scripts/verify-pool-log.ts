/**
 * Checks every team's share-out log (hash chain, numbering, share rows) on the configured
 * database: `npm run pool:verify -w @opentip/api`. Exits 1 when any run fails a check.
 */
import { loadConfig } from '../config.ts';
import { openCommandDatabase } from './command-database.ts';
import { verifyPoolLog } from '../modules/team-pool/pool-log-verify.ts';

const config = loadConfig();
const database = await openCommandDatabase(config);
try {
  const { runs, problems } = await verifyPoolLog(database.db);
  for (const p of problems) console.error(`team ${p.teamId} run ${p.seq}: ${p.problem}`);
  const teams = new Set(problems.map((p) => p.teamId)).size;
  console.log(
    problems.length === 0
      ? `Pool log verified: ${runs} share-outs, every chain intact.`
      : `Pool log: ${runs} share-outs checked, ${problems.length} problems in ${teams} teams.`,
  );
  process.exitCode = problems.length === 0 ? 0 : 1;
} finally {
  await database.close();
}
