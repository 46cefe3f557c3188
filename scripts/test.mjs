// `npm test`: every check, stage by stage, with the time each took at the end. With
// TEST_DATABASE_URL (and TEST_REDIS_URL) the API tests and the browser tests run on those servers
// (README "Tests"); without them, on the embedded defaults. Stages run to the end even after one
// fails, so a run shows everything that is wrong; the exit code says whether all passed.
import { spawn } from 'node:child_process';
import { appendFileSync, existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// Vitest's own report of failures scrolls away behind the browser tests: kept to repeat at the end.
const unitReport = join(mkdtempSync(join(tmpdir(), 'opentip-test-')), 'unit.json');

const stages = [
  // Lint and typecheck each keep one core busy: side by side they take the time of the longer.
  { name: 'lint and typecheck', parallel: ['npm run --silent lint', 'npm run --silent typecheck'] },
  {
    name: process.env.TEST_DATABASE_URL ? 'unit and API (PostgreSQL)' : 'unit and API',
    run: `npm run --silent test:unit -- --reporter=default --reporter=json --outputFile.json=${unitReport}`,
  },
  { name: 'end-to-end', run: 'npm run --silent test:e2e' },
];

function run(command, { buffered }) {
  return new Promise((resolve) => {
    const child = spawn(command, { shell: true, stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    let output = '';
    child.stdout?.on('data', (chunk) => (output += chunk));
    child.stderr?.on('data', (chunk) => (output += chunk));
    child.on('exit', (code, signal) => resolve({ ok: code === 0, output, code: code ?? signal }));
  });
}

async function runStage(stage) {
  if (stage.run) return [{ command: stage.run, ...(await run(stage.run, { buffered: false })) }];
  const results = await Promise.all(stage.parallel.map((command) => run(command, { buffered: true })));
  return results.map((result, i) => {
    process.stdout.write(`\n$ ${stage.parallel[i]}\n${result.output}`);
    return { command: stage.parallel[i], ...result };
  });
}

const timings = [];
for (const stage of stages) {
  console.log(`\n=== ${stage.name} ===`);
  const started = Date.now();
  const results = await runStage(stage);
  const failed = results.filter((r) => !r.ok);
  for (const f of failed) console.error(`\n${stage.name}: \`${f.command}\` failed (${f.code})`);
  timings.push({ name: stage.name, seconds: (Date.now() - started) / 1000, ok: failed.length === 0 });
}

/** The unit tests that failed, each with the start of its message. */
function failedUnitTests() {
  if (!existsSync(unitReport)) return [];
  const report = JSON.parse(readFileSync(unitReport, 'utf8'));
  return report.testResults.flatMap((file) =>
    file.assertionResults
      .filter((test) => test.status === 'failed')
      .map((test) => {
        const message = (test.failureMessages?.[0] ?? '').split('\n')[0].slice(0, 300);
        return `  ${file.name.replace(`${process.cwd()}/`, '')} > ${test.fullName}\n    ${message}`;
      })
      .concat(
        file.status === 'failed' && file.assertionResults.length === 0
          ? [`  ${file.name}: ${file.message}`]
          : [],
      ),
  );
}

const minutes = (s) => `${Math.floor(s / 60)} min ${String(Math.round(s % 60)).padStart(2, '0')} s`;
const lines = timings.map((t) => `stage ${t.name}: ${minutes(t.seconds)} ${t.ok ? 'passed' : 'FAILED'}`);
const unitFailures = failedUnitTests();
if (unitFailures.length > 0) console.log(`\nunit tests that failed:\n${unitFailures.join('\n')}`);
console.log(`\n${lines.join('\n')}`);
if (process.env.TEST_TIMINGS_FILE) appendFileSync(process.env.TEST_TIMINGS_FILE, `${lines.join('\n')}\n`);
process.exit(timings.every((t) => t.ok) ? 0 : 1);
