import pg from 'pg';

/** Runs one statement on the server's maintenance database, as the owner of the run's database. */
async function onServer(databaseUrl: string, sql: (name: string) => string): Promise<void> {
  const url = new URL(databaseUrl);
  const name = url.pathname.slice(1);
  if (!/^\w+$/.test(name)) throw new Error(`Unexpected e2e database name: ${name}`);
  url.pathname = '/postgres';
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    await client.query(sql(name));
  } finally {
    await client.end();
  }
}

/** A new, empty database for this run (one left by a run that was killed is dropped first). */
export async function recreateDatabase(databaseUrl: string): Promise<void> {
  await dropDatabase(databaseUrl);
  await onServer(databaseUrl, (name) => `CREATE DATABASE ${name}`);
}

export async function dropDatabase(databaseUrl: string): Promise<void> {
  await onServer(databaseUrl, (name) => `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}
