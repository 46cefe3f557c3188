import { drizzle } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import type { Db } from '../../apps/api/src/db/client.ts';

export interface Statement {
  text: string;
  params: unknown[];
}

/** A Drizzle database on `pool` that records every statement (SQL text and driver values) while on. */
export function capturingDb(pool: pg.Pool) {
  let recording: Statement[] | null = null;
  const db = drizzle({
    client: pool,
    logger: { logQuery: (text, params) => recording?.push({ text, params }) },
  }) as unknown as Db;
  return {
    db,
    async capture(work: () => Promise<unknown>): Promise<Statement[]> {
      recording = [];
      await work();
      const statements = recording;
      recording = null;
      return statements;
    },
  };
}

/** Replaces every old value by its new one inside string parameters (ids, keys, JSON). */
export function substitutor(pairs: Map<string, string>) {
  return (value: unknown): unknown => {
    if (typeof value !== 'string') return value;
    let out = value;
    for (const [from, to] of pairs) if (out.includes(from)) out = out.split(from).join(to);
    return out;
  };
}

/**
 * Runs captured statements again through pg, the way Drizzle ran them: each on a pooled
 * connection, and begin..commit on one connection.
 */
export async function replay(
  pool: pg.Pool,
  statements: Statement[],
  options: { pairs: Map<string, string>; onRows?: (index: number, rows: Record<string, unknown>[]) => void },
): Promise<void> {
  const substitute = substitutor(options.pairs);
  let tx: pg.PoolClient | null = null;
  try {
    for (const [index, statement] of statements.entries()) {
      if (statement.text === 'begin') {
        tx = await pool.connect();
        await tx.query('begin');
        continue;
      }
      if (statement.text === 'commit' && tx) {
        await tx.query('commit');
        tx.release();
        tx = null;
        continue;
      }
      const params = statement.params.map(substitute);
      const result = tx ? await tx.query(statement.text, params) : await pool.query(statement.text, params);
      options.onRows?.(index, result.rows);
    }
  } catch (error) {
    if (tx) {
      await tx.query('rollback').catch(() => undefined);
      tx.release();
    }
    throw error;
  }
}
