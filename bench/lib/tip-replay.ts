import { randomBytes, randomUUID } from 'node:crypto';
import type pg from 'pg';
import type { BenchReceiver } from './bench-data.ts';
import { replay, type Statement } from './sql-replay.ts';

/** One tip's statements as the API ran them, with the values that must be new for every tip. */
export interface CapturedTip {
  statements: Statement[];
  key: string;
  tipId: string;
  feedback_token_hash: string;
  provider_payment_id: string;
  ledger_id: string;
}

/** The tip statements again, with what must be new for each tip made new (key, ids, hashes). */
export async function replayTip(
  pool: pg.Pool,
  captured: CapturedTip,
  receivers: BenchReceiver[],
  to: BenchReceiver,
): Promise<void> {
  const from = receivers[0]!;
  const pairs = new Map<string, string>([
    [captured.key, randomUUID()],
    [captured.feedback_token_hash, randomBytes(32).toString('hex')],
    [captured.provider_payment_id, `py_sandbox_${randomBytes(12).toString('hex')}`],
    // The ledger transaction's id is chosen by the API before its insert.
    [captured.ledger_id, randomUUID()],
    [from.ledgerAccountId, to.ledgerAccountId],
    [from.id, to.id],
  ]);
  await replay(pool, captured.statements, {
    pairs,
    onRows(index, rows) {
      const text = captured.statements[index]!.text;
      const id = rows[0]?.id;
      if (typeof id !== 'string') return;
      if (text.startsWith('insert into "tips"')) pairs.set(captured.tipId, id);
    },
  });
}
