import type { PGlite } from '@electric-sql/pglite';
import { sql, type SQL } from 'drizzle-orm';
import type pg from 'pg';
import type { Db } from '../db/client.ts';

/** What pg-boss runs its statements through (its `db` option): text with $1.. and values. */
export interface JobSql {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

/** pg-boss's numbered placeholders as Drizzle parameters, so its statement runs in our transaction. */
function withParameters(text: string, values: unknown[]): SQL {
  const chunks: SQL[] = [];
  let last = 0;
  for (const match of text.matchAll(/\$(\d+)/g)) {
    chunks.push(sql.raw(text.slice(last, match.index)));
    // sql.param keeps an array one parameter (a template would spread it into a list).
    chunks.push(sql`${sql.param(values[Number(match[1]) - 1] ?? null)}`);
    last = match.index + match[0].length;
  }
  chunks.push(sql.raw(text.slice(last)));
  return sql.join(chunks);
}

/**
 * Runs pg-boss's statements on a Drizzle database or transaction: `send(..., { db })` with the
 * caller's transaction makes the job commit, or roll back, with the event that asked for it.
 */
export function jobSqlOf(db: Db): JobSql {
  return {
    async executeSql(text, values) {
      const statement = values && values.length > 0 ? withParameters(text, values) : sql.raw(text);
      const result = (await db.execute(statement)) as unknown as { rows?: unknown[] };
      return { rows: result.rows ?? [] };
    },
  };
}

type Client = PGlite | pg.Pool;
const isPglite = (client: Client): client is PGlite => 'exec' in client;

/**
 * pg-boss's own statements on the database's client. Its schema set-up is several statements in
 * one text, which PGlite runs only through `exec` (without parameters), pg through a plain query.
 */
export function jobSqlOfClient(db: Db): JobSql {
  const client = (db as unknown as { $client: Client }).$client;
  if (!isPglite(client)) {
    return {
      async executeSql(text, values) {
        const result = await client.query(text, values);
        return { rows: Array.isArray(result) ? [] : result.rows };
      },
    };
  }
  return {
    async executeSql(text, values) {
      if (values && values.length > 0) return { rows: (await client.query(text, values)).rows };
      const results = await client.exec(text);
      return { rows: results.at(-1)?.rows ?? [] };
    },
  };
}
