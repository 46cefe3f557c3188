/**
 * Lighthouse's PWA checks (installability, theme colour, maskable icon, splash screen, viewport,
 * content width, apple touch icon) on the app's start page and on a receiver's link, with the
 * accessibility score of each. Lighthouse 12 dropped the PWA category (and fails with NO_NAVSTART on
 * this Chromium), so this bench keeps Lighthouse 11 apart (issue 28).
 *
 *   flock /tmp/opentip-build.lock npm run build
 *   npm install --prefix bench/lighthouse-pwa --no-audit --no-fund
 *   npx tsx bench/lighthouse-pwa/pwa.ts
 */
import { execSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { chromiumPath } from '../../e2e/support/chromium.ts';
import { freePort } from '../lib/api-process.ts';
import {
  requireWebBuild,
  seedGuestReceiver,
  startBuiltApp,
  stopBuiltApp,
  waitForBuiltApp,
} from '../lib/built-app.ts';

const here = dirname(fileURLToPath(import.meta.url));
const results = join(here, '..', 'results');

interface Check {
  id: string;
  title: string;
  /** null: Lighthouse shows it for information only (manual checks). */
  passed: boolean | null;
  why: string;
}

interface PageAudit {
  checks: Check[];
  /** Lighthouse's accessibility score (0 to 1) and the audits that failed it. */
  accessibility: { score: number | null; failing: string[] };
}

async function auditPage(url: string, port: number): Promise<PageAudit> {
  const answer = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['pwa', 'accessibility'],
  });
  if (!answer) throw new Error('Lighthouse gave no result');
  const { lhr } = answer;
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
  const checks = lhr.categories.pwa!.auditRefs.map((ref) => {
    const audit = lhr.audits[ref.id]!;
    const manual = audit.scoreDisplayMode === 'manual' || audit.scoreDisplayMode === 'notApplicable';
    const details = audit.details as { items?: { reason?: string }[] } | undefined;
    const reasons = (details?.items ?? []).map((item) => item.reason).filter(Boolean);
    return {
      id: ref.id,
      title: audit.title,
      passed: manual ? null : audit.score === 1,
      why: [audit.explanation, ...reasons].filter(Boolean).join('; '),
    };
  });
  const accessibility = lhr.categories.accessibility!;
  const failing = accessibility.auditRefs
    .filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score === 0)
    .map((ref) => ref.id);
  return { checks, accessibility: { score: accessibility.score, failing } };
}

function markdown(report: {
  date: string;
  commit: string;
  chromium: string;
  pages: ({ path: string } & PageAudit)[];
}) {
  const mark = (c: Check) => (c.passed === null ? 'manual' : c.passed ? 'pass' : '**fail**');
  const tables = report.pages
    .map(
      (page) => `## \`${page.path}\`

Accessibility score: **${page.accessibility.score?.toFixed(2) ?? 'none'}**${
        page.accessibility.failing.length > 0 ? ` (failing: ${page.accessibility.failing.join(', ')})` : ''
      }.

| check | result | note |
| --- | --- | --- |
${page.checks.map((c) => `| ${c.title} (\`${c.id}\`) | ${mark(c)} | ${c.why.replace(/\|/g, '/')} |`).join('\n')}`,
    )
    .join('\n\n');
  return `# Lighthouse PWA checks and accessibility (${report.date.slice(0, 10)}, commit ${report.commit})

Lighthouse 11 (the last version with the PWA category), ${report.chromium}, headless, against the built
app (\`node apps/api/src/main.ts\`, NODE_ENV=production, embedded PGlite).
Command: \`npx tsx bench/lighthouse-pwa/pwa.ts\` after \`npm run build\` and
\`npm install --prefix bench/lighthouse-pwa\`.

Lighthouse 11 no longer audits an offline start URL itself; \`e2e/tests/installable-app.spec.ts\` opens
the start URL and \`/qrhome\` with the network cut (docs/installable-app.md).

${tables}
`;
}

async function main() {
  requireWebBuild();
  const dataDir = mkdtempSync(join(tmpdir(), 'opentip-bench-pwa-'));
  const receiver = await seedGuestReceiver(dataDir);
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = startBuiltApp({ dataDir, port });
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath(),
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  try {
    await waitForBuiltApp(base);
    const pages = [];
    for (const path of ['/', `/tip-receiver-details/${receiver.payeeCode}`]) {
      pages.push({
        path: path.replace(receiver.payeeCode, '<payeeCode>'),
        ...(await auditPage(`${base}${path}`, chrome.port)),
      });
    }
    const version = await fetch(`http://127.0.0.1:${chrome.port}/json/version`).then((r) => r.json());
    const report = {
      date: new Date().toISOString(),
      commit: execSync('git rev-parse --short HEAD').toString().trim(),
      chromium: String((version as { Browser?: string }).Browser ?? 'Chromium'),
      pages,
    };
    writeFileSync(join(results, 'lighthouse-pwa.json'), JSON.stringify(report, null, 2) + '\n');
    writeFileSync(join(results, 'lighthouse-pwa.md'), markdown(report));
    console.log(markdown(report));
  } finally {
    chrome.kill();
    await stopBuiltApp(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
