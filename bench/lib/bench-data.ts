import type { Db } from '../../apps/api/src/db/client.ts';
import { ledgerAccounts } from '../../apps/api/src/db/schema/ledger.ts';
import { paymentAccounts, sandboxPaymentMethods } from '../../apps/api/src/db/schema/payments.ts';
import { users } from '../../apps/api/src/db/schema/users.ts';
import { newPayeeCode } from '../../apps/api/src/modules/users/user-identity.ts';

/** One sandbox test card shared by every benchmark tip. */
export const TOKEN = 'tok_sandbox_be0c00000000000000000001';

export interface BenchReceiver {
  id: string;
  uniqueId: string;
  ledgerAccountId: string;
}

/**
 * A verified receiver's row for a bench: `group` names the bench's people (its unique IDs start at
 * `firstId`), so benches sharing one database never collide.
 */
export function benchPayee(
  group: { name: string; firstId: number },
  i: number,
  accountType: 'team' | 'individual' = 'individual',
) {
  return {
    uniqueId: String(group.firstId + i),
    payeeCode: newPayeeCode(),
    username: `bench_${group.name}_${i}`,
    email: `${group.name}${i}@bench.test`,
    userType: 'payee' as const,
    accountType,
    emailVerifiedAt: new Date(),
  };
}

/** Receivers with linked sandbox accounts and their ledger accounts, written straight to the database. */
export async function seedBenchReceivers(db: Db, count: number): Promise<BenchReceiver[]> {
  await db.insert(sandboxPaymentMethods).values({
    token: TOKEN,
    type: 'card',
    brand: 'visa',
    last4: '4242',
    expMonth: 12,
    expYear: 2099,
    behavior: 'succeed',
  });
  const rows = await db
    .insert(users)
    .values(Array.from({ length: count }, (_, i) => benchPayee({ name: 'receiver', firstId: 30_000_000 }, i)))
    .returning({ id: users.id, uniqueId: users.uniqueId });
  await db.insert(paymentAccounts).values(
    rows.map((r) => ({
      userId: r.id,
      provider: 'sandbox' as const,
      accountId: `acct_sandbox_${r.id.replaceAll('-', '').slice(0, 16)}`,
      chargesEnabled: true,
      detailsSubmitted: true,
    })),
  );
  const accounts = await db
    .insert(ledgerAccounts)
    .values(rows.map((r) => ({ key: `receiver:${r.id}`, kind: 'receiver' as const, currency: 'USD' })))
    .returning({ id: ledgerAccounts.id, key: ledgerAccounts.key });
  const byKey = new Map(accounts.map((a) => [a.key, a.id]));
  return rows.map((r) => ({ ...r, ledgerAccountId: byKey.get(`receiver:${r.id}`)! }));
}
