import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { e2eEnvironment } from './e2e-environment';

// Every test card number the browser tests type (sandbox cards mirror Stripe's test numbers).
const CARD_NUMBERS = ['4242424242424242', '4000000000000002', '4000000000009995', '4000002500003155'];

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

function cardNumbersIn(text: string, where: string): string[] {
  return CARD_NUMBERS.filter((number) => {
    const spaced = number.replace(/(\d{4})(?=\d)/g, '$1 ');
    return text.includes(number) || text.includes(spaced);
  }).map((number) => `${number} in ${where}`);
}

/** Every row of every table of the run's PostgreSQL database, as text. */
async function databaseRows(databaseUrl: string): Promise<{ table: string; text: string }[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const tables = await client.query<{ name: string }>(
      `select format('%I.%I', table_schema, table_name) as name from information_schema.tables
       where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')`,
    );
    const rows = [];
    for (const { name } of tables.rows) {
      const result = await client.query<{ text: string }>(`select t::text as text from ${name} t`);
      rows.push({ table: name, text: result.rows.map((r) => r.text).join('\n') });
    }
    return rows;
  } finally {
    await client.end();
  }
}

/**
 * After the browser tests: no card number typed into the payment forms may be found anywhere in the
 * server's database (every row of the PostgreSQL database, or PGlite's files, which keep short
 * text uncompressed) or in its log. A card reaches only the tokenizer; we keep brand, last 4 and expiry.
 */
export default async function assertNoCardNumbersStored(): Promise<void> {
  const { dataDir, databaseUrl } = e2eEnvironment();
  const files = filesUnder(dataDir);
  if (!files.some((f) => f.endsWith('server.log'))) throw new Error(`no server.log in ${dataDir}`);
  const found = files.flatMap((file) => cardNumbersIn(readFileSync(file).toString('latin1'), file));
  let searched = `${files.length} data and log files`;
  if (databaseUrl) {
    const tables = await databaseRows(databaseUrl);
    for (const { table, text } of tables) found.push(...cardNumbersIn(text, `table ${table}`));
    searched += ` and ${tables.length} tables of the PostgreSQL database`;
  }
  if (found.length > 0) throw new Error(`Card numbers stored or logged:\n${found.join('\n')}`);
  console.log(`No card number in ${searched} of the e2e server.`);
}
