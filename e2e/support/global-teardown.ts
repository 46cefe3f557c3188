import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

// Every test card number the browser tests type (sandbox cards mirror Stripe's test numbers).
const CARD_NUMBERS = ['4242424242424242', '4000000000000002', '4000000000009995', '4000002500003155'];

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

/**
 * After the browser tests: no card number typed into the payment forms may be found anywhere in the
 * server's database files (PGlite keeps short text uncompressed, so a stored number would show)
 * or in its log. A card reaches only the tokenizer; we keep brand, last 4 and expiry.
 */
export default function assertNoCardNumbersStored(): void {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set: playwright.config.ts sets it');
  const files = filesUnder(dataDir);
  if (!files.some((f) => f.endsWith('server.log'))) throw new Error(`no server.log in ${dataDir}`);
  const found: string[] = [];
  for (const file of files) {
    const bytes = readFileSync(file).toString('latin1');
    for (const number of CARD_NUMBERS) {
      const spaced = number.replace(/(\d{4})(?=\d)/g, '$1 ');
      if (bytes.includes(number) || bytes.includes(spaced)) found.push(`${number} in ${file}`);
    }
  }
  if (found.length > 0) throw new Error(`Card numbers stored or logged:\n${found.join('\n')}`);
  console.log(`No card number in ${files.length} database and log files of the e2e server.`);
}
