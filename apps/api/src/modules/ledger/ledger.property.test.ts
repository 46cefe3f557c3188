import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { tipBreakdown } from '@opentip/shared/money';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { openTestDatabase } from '../../../test/test-database.ts';
import { rowsOf } from '../../../test/tips-fixtures.ts';
import { accountKeys, payoutLines, refundLines, tipLines, type TipAmounts } from './ledger-lines.ts';
import { payoutTermsOf } from '@opentip/shared/payouts';
import { paymentAccounts } from '../../db/schema/payments.ts';
import type { UserRow } from '../../db/schema/users.ts';
import type { ProviderName } from '../../integrations/payments/payment-provider.ts';
import { createUser } from '../../../test/fixtures.ts';
import { fakePayoutProvider } from '../../../test/payouts-fixtures.ts';
import { createPayout } from '../payouts/create-payout.service.ts';
import { settlePayout } from '../payouts/payout-settlement.ts';
import { accountBalances, postLedgerTransaction } from './ledger.service.ts';

type Op =
  | {
      op: 'tip';
      currency: string;
      tip: number;
      feeBps: number;
      coverFee: boolean;
      receiver: number;
      team: boolean;
    }
  | { op: 'refund'; which: number; share: number }
  | { op: 'failure' }
  | { op: 'repost'; which: number }
  | { op: 'unbalanced'; amount: number };

type PayoutFate = 'paid' | 'pending' | 'refuse' | 'failsLater' | 'returnedLater';
type PayoutOp =
  | { op: 'tip'; provider: ProviderName; currency: string; tip: number; feeBps: number; receiver: number }
  | { op: 'refund'; which: number; share: number }
  | {
      op: 'payout';
      provider: ProviderName;
      currency: string;
      receiver: number;
      which: number | null;
      percent: number;
      fate: PayoutFate;
    };

/** Tips paid a moment ago: past the (zero-hour) hold of these runs. */
const past = () => new Date(Date.now() - 1000);

/** The database's own words, under the query wrapper of the driver. */
async function failureOf(work: Promise<unknown>): Promise<string> {
  try {
    await work;
  } catch (error) {
    let e: unknown = error;
    while (e instanceof Error && e.cause) e = e.cause;
    return e instanceof Error ? e.message : String(e);
  }
  return 'no failure';
}

const opArb: fc.Arbitrary<Op> = fc.oneof(
  fc.record({
    op: fc.constant('tip' as const),
    currency: fc.constantFrom('USD', 'JPY', 'KWD', 'EUR'),
    tip: fc.integer({ min: 1, max: 99_999_999 }),
    feeBps: fc.integer({ min: 0, max: 5000 }),
    coverFee: fc.boolean(),
    receiver: fc.integer({ min: 0, max: 2 }),
    team: fc.boolean(),
  }),
  fc.record({ op: fc.constant('refund' as const), which: fc.nat(), share: fc.integer({ min: 1, max: 100 }) }),
  fc.record({ op: fc.constant('failure' as const) }),
  fc.record({ op: fc.constant('repost' as const), which: fc.nat() }),
  fc.record({ op: fc.constant('unbalanced' as const), amount: fc.integer({ min: 1, max: 1000 }) }),
);

describe('double-entry ledger (property)', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  const entrySums = async () => {
    const rows = await rowsOf<{ key: string; currency: string; sum: string }>(
      database.db,
      sql`select a.key, a.currency, coalesce(sum(e.amount), 0)::text as sum
          from ledger_accounts a left join ledger_entries e on e.account_id = a.id group by a.key, a.currency`,
    );
    return new Map(rows.map((r) => [`${r.key}/${r.currency}`, Number(r.sum)]));
  };

  /** A receiver linked at every provider, paid out in any currency. */
  const receiverAtEveryProvider = async (): Promise<UserRow> => {
    const { user } = await createUser(database.db, { userType: 'payee', accountType: 'individual' });
    await database.db.insert(paymentAccounts).values(
      (['sandbox', 'stripe', 'paypal', 'flutterwave'] as const).map((provider) => ({
        userId: user.id,
        provider,
        accountId: `${provider}-${randomUUID()}`,
        chargesEnabled: true,
        detailsSubmitted: true,
        isDestination: provider === 'sandbox',
      })),
    );
    return user;
  };

  it('every transaction sums to zero per currency and every balance is the sum of its entries', async () => {
    const seen = new Map<string, number>();
    await fc.assert(
      fc.asyncProperty(fc.array(opArb, { minLength: 1, maxLength: 14 }), async (ops) => {
        const db = database.db;
        const before = await entrySums();
        const expected = new Map<string, number>();
        const add = (key: string, currency: string, amount: number) =>
          expected.set(`${key}/${currency}`, (expected.get(`${key}/${currency}`) ?? 0) + amount);
        const receivers = [randomUUID(), randomUUID(), randomUUID()];
        const tips: { ref: string; amounts: TipAmounts; refunded: number }[] = [];
        let refunds = 0;

        for (const step of ops) {
          seen.set(step.op, (seen.get(step.op) ?? 0) + 1);
          if (step.op === 'tip') {
            const b = tipBreakdown({ tip: step.tip, feeBps: step.feeBps, coverFee: step.coverFee });
            if (b.total > 99_999_999) continue;
            const owner = receivers[step.receiver] as string;
            const credit = step.team
              ? { accountKey: accountKeys.teamPool(owner), kind: 'teamPool' as const }
              : { accountKey: accountKeys.receiver(owner), kind: 'receiver' as const };
            const amounts: TipAmounts = { provider: 'sandbox', currency: step.currency, ...b, credit };
            const ref = `prop-tip:${randomUUID()}`;
            const lines = tipLines(amounts);
            await db.transaction((tx) =>
              postLedgerTransaction(tx, { kind: 'tip', reference: ref, tipId: null, lines, at: new Date() }),
            );
            lines.forEach((l) => add(l.accountKey, l.currency, l.amount));
            tips.push({ ref, amounts, refunded: 0 });
          } else if (step.op === 'refund' && tips.length > 0) {
            const tip = tips[step.which % tips.length]!;
            const left = tip.amounts.total - tip.refunded;
            const amount = Math.max(1, Math.floor((left * step.share) / 100));
            if (left === 0) continue;
            const lines = refundLines(tip.amounts, { amount, refundedBefore: tip.refunded });
            await db.transaction((tx) =>
              postLedgerTransaction(tx, {
                kind: 'refund',
                reference: `prop-refund:${tip.ref}:${refunds++}`,
                tipId: null,
                lines,
                at: new Date(),
              }),
            );
            lines.forEach((l) => add(l.accountKey, l.currency, l.amount));
            tip.refunded += amount;
          } else if (step.op === 'repost' && tips.length > 0) {
            const tip = tips[step.which % tips.length]!;
            const again = await postLedgerTransaction(db, {
              kind: 'tip',
              reference: tip.ref,
              tipId: null,
              lines: tipLines(tip.amounts),
              at: new Date(),
            });
            expect(again).toBe(false);
          } else if (step.op === 'unbalanced') {
            // Whatever writes to the ledger, an unbalanced transaction never commits.
            const lines = [
              {
                accountKey: accountKeys.platformFee,
                kind: 'platformFee' as const,
                currency: 'USD',
                amount: step.amount,
              },
            ];
            await expect(
              postLedgerTransaction(db, {
                kind: 'tip',
                reference: `bad:${randomUUID()}`,
                tipId: null,
                lines,
                at: new Date(),
              }),
            ).rejects.toThrow(/unbalanced/);
            const raw = await failureOf(
              db.transaction(async (tx) => {
                const [t] = await rowsOf<{ id: string }>(
                  tx,
                  sql`insert into ledger_transactions (kind, reference) values ('tip', ${`raw:${randomUUID()}`}) returning id`,
                );
                await tx.execute(
                  sql`insert into ledger_accounts (key, kind, currency) values ('platformFee', 'platformFee', 'USD') on conflict do nothing`,
                );
                const [a] = await rowsOf<{ id: string }>(
                  tx,
                  sql`select id from ledger_accounts where currency = 'USD' limit 1`,
                );
                if (!t || !a) throw new Error('setup failed');
                await tx.execute(
                  sql`insert into ledger_entries (transaction_id, account_id, currency, amount) values (${t.id}, ${a.id}, 'USD', ${step.amount})`,
                );
              }),
            );
            expect(raw).toMatch(/^ledger transaction .* does not balance in USD$/);
          }
          // 'failure': a charge that failed moves no money, so nothing is posted.
        }

        const unbalanced = await rowsOf(
          db,
          sql`select transaction_id, currency from ledger_entries group by transaction_id, currency having sum(amount) <> 0`,
        );
        expect(unbalanced).toEqual([]);

        const after = await entrySums();
        for (const [pair, delta] of expected) {
          expect((after.get(pair) ?? 0) - (before.get(pair) ?? 0)).toBe(delta);
        }
        for (const receiver of receivers) {
          for (const key of [accountKeys.receiver(receiver), accountKeys.teamPool(receiver)]) {
            const balances = await accountBalances(db, { accountKey: key });
            for (const [currency, balance] of balances) expect(balance).toBe(after.get(`${key}/${currency}`));
            // Receivers are only ever credited: a refund never takes back more than the tip gave.
            for (const balance of balances.values()) expect(balance).toBeLessThanOrEqual(0);
          }
        }
      }),
      { numRuns: 25 },
    );
    // The random sequences did exercise every kind of step.
    expect([...seen.keys()].sort()).toEqual(['failure', 'refund', 'repost', 'tip', 'unbalanced']);
  });

  it('with payouts through all four providers: balanced, balances are entries, no payout exceeds what is available', async () => {
    const providers: ProviderName[] = ['sandbox', 'stripe', 'paypal', 'flutterwave'];
    const fakes = new Map(providers.map((name) => [name, fakePayoutProvider(name)]));
    const payoutOpArb: fc.Arbitrary<PayoutOp> = fc.oneof(
      fc.record({
        op: fc.constant('tip' as const),
        provider: fc.constantFrom(...providers),
        currency: fc.constantFrom('USD', 'NGN', 'JPY'),
        tip: fc.integer({ min: 1, max: 9_999_999 }),
        feeBps: fc.integer({ min: 0, max: 2000 }),
        receiver: fc.integer({ min: 0, max: 1 }),
      }),
      fc.record({
        op: fc.constant('refund' as const),
        which: fc.nat(),
        share: fc.integer({ min: 1, max: 100 }),
      }),
      fc.record({
        op: fc.constant('payout' as const),
        provider: fc.constantFrom(...providers),
        currency: fc.constantFrom('USD', 'NGN', 'JPY'),
        receiver: fc.integer({ min: 0, max: 1 }),
        // Mostly the balance of a tip made before in this run, else the provider and currency drawn.
        which: fc.option(fc.nat(), { freq: 4 }),
        // Percent of what is available: above 100 asks for too much.
        percent: fc.oneof(fc.integer({ min: 40, max: 100 }), fc.integer({ min: 1, max: 130 })),
        fate: fc.constantFrom('paid', 'pending', 'refuse', 'failsLater', 'returnedLater'),
      }),
    );
    const payoutOf = (fate: PayoutFate, which: number, percent: number): PayoutOp => ({
      op: 'payout',
      provider: 'sandbox',
      currency: 'USD',
      receiver: 0,
      which,
      percent,
      fate,
    });
    const everyPayoutOutcome: PayoutOp[] = [
      { op: 'tip', provider: 'sandbox', currency: 'USD', tip: 5_000_000, feeBps: 500, receiver: 0 },
      ...(['paid', 'pending', 'refuse', 'failsLater', 'returnedLater'] as const).map((fate) =>
        payoutOf(fate, 0, 10),
      ),
      payoutOf('paid', 0, 130),
      { op: 'tip', provider: 'sandbox', currency: 'USD', tip: 1, feeBps: 0, receiver: 1 },
      payoutOf('paid', 1, 100),
    ];
    const outcomes = new Set<string>();
    await fc.assert(
      fc.asyncProperty(fc.array(payoutOpArb, { minLength: 1, maxLength: 20 }), async (ops) => {
        const db = database.db;
        const before = await entrySums();
        const expected = new Map<string, number>();
        const add = (key: string, currency: string, amount: number) =>
          expected.set(`${key}/${currency}`, (expected.get(`${key}/${currency}`) ?? 0) + amount);
        const owed = (key: string, currency: string) => -(expected.get(`${key}/${currency}`) ?? 0);
        const receivers = await Promise.all([0, 1].map(() => receiverAtEveryProvider()));
        const tips: { ref: string; amounts: TipAmounts; refunded: number }[] = [];
        let refunds = 0;
        for (const step of ops) {
          if (step.op === 'tip') {
            const b = tipBreakdown({ tip: step.tip, feeBps: step.feeBps, coverFee: false });
            const owner = receivers[step.receiver]!.id;
            const credit = {
              accountKey: accountKeys.receiver(owner, step.provider),
              kind: 'receiver' as const,
            };
            const amounts: TipAmounts = { provider: step.provider, currency: step.currency, ...b, credit };
            const ref = `prop-tip:${randomUUID()}`;
            const lines = tipLines(amounts);
            await postLedgerTransaction(db, { kind: 'tip', reference: ref, tipId: null, lines, at: past() });
            lines.forEach((l) => add(l.accountKey, l.currency, l.amount));
            tips.push({ ref, amounts, refunded: 0 });
          } else if (step.op === 'refund' && tips.length > 0) {
            const tip = tips[step.which % tips.length]!;
            const left = tip.amounts.total - tip.refunded;
            if (left === 0) continue;
            const amount = Math.max(1, Math.floor((left * step.share) / 100));
            const lines = refundLines(tip.amounts, { amount, refundedBefore: tip.refunded });
            await postLedgerTransaction(db, {
              kind: 'refund',
              reference: `prop-refund:${tip.ref}:${refunds++}`,
              tipId: null,
              lines,
              at: past(),
            });
            lines.forEach((l) => add(l.accountKey, l.currency, l.amount));
            tip.refunded += amount;
          } else if (step.op === 'payout') {
            const earlier = step.which === null || tips.length === 0 ? null : tips[step.which % tips.length]!;
            if (earlier)
              Object.assign(step, { provider: earlier.amounts.provider, currency: earlier.amounts.currency });
            const user = earlier
              ? receivers.find((r) => earlier.amounts.credit.accountKey.startsWith(`receiver:${r.id}`))!
              : receivers[step.receiver]!;
            const key = accountKeys.receiver(user.id, step.provider);
            const available = Math.max(owed(key, step.currency), 0);
            const amount = Math.max(1, Math.floor((available * step.percent) / 100));
            const fake = fakes.get(step.provider)!;
            fake.state.behaviour =
              step.fate === 'refuse'
                ? 'refuse'
                : step.fate === 'paid' || step.fate === 'returnedLater'
                  ? 'paid'
                  : 'pending';
            const attempt = createPayout({
              db,
              provider: fake.provider,
              user,
              idempotencyKey: randomUUID(),
              body: { provider: step.provider, currency: step.currency, amount },
              holdHours: 0,
              now: () => new Date(),
              log: { warn: () => {} },
            });
            const minimum = payoutTermsOf(step.provider, step.currency).minimum;
            if (amount < minimum) {
              await expect(attempt).rejects.toMatchObject({ code: 'PAYOUT_BELOW_MINIMUM' });
              outcomes.add('belowMinimum');
              continue;
            }
            if (amount > available) {
              await expect(attempt).rejects.toMatchObject({ code: 'PAYOUT_MORE_THAN_AVAILABLE' });
              outcomes.add('moreThanAvailable');
              continue;
            }
            const payout = await attempt;
            // What the service let out was there to be taken.
            expect(payout.amount).toBeLessThanOrEqual(available);
            let gone = payout.status !== 'failed';
            if (step.fate === 'failsLater' || step.fate === 'returnedLater') {
              const update = { provider: step.provider, payoutId: payout.id };
              const failed = { status: 'failed' as const, reason: 'returned by the bank' };
              expect(await settlePayout({ db, now: new Date() }, { ...update, outcome: failed })).toBe(
                'settled',
              );
              gone = false;
            }
            outcomes.add(step.fate);
            if (gone) payoutLines(payout).forEach((l) => add(l.accountKey, l.currency, l.amount));
          }
        }

        const unbalanced = await rowsOf(
          db,
          sql`select transaction_id, currency from ledger_entries group by transaction_id, currency having sum(amount) <> 0`,
        );
        expect(unbalanced).toEqual([]);
        const after = await entrySums();
        for (const [pair, delta] of expected) {
          expect((after.get(pair) ?? 0) - (before.get(pair) ?? 0)).toBe(delta);
        }
        for (const user of receivers) {
          for (const provider of providers) {
            const key = accountKeys.receiver(user.id, provider);
            const balances = await accountBalances(db, { accountKey: key });
            for (const [currency, balance] of balances) expect(balance).toBe(after.get(`${key}/${currency}`));
          }
        }
      }),
      // One sequence that meets every outcome for sure, then random ones.
      { numRuns: 20, examples: [[everyPayoutOutcome]] },
    );
    expect([...outcomes].sort()).toEqual(
      [
        'belowMinimum',
        'failsLater',
        'moreThanAvailable',
        'paid',
        'pending',
        'refuse',
        'returnedLater',
      ].sort(),
    );
  });

  it('concurrent first postings to the same new accounts all commit, balanced', async () => {
    // Every posting creates (or meets) the same fee and clearing accounts in a new currency at once.
    const currency = 'CHF';
    const post = (i: number) =>
      database.db.transaction((tx) =>
        postLedgerTransaction(tx, {
          kind: 'tip',
          reference: `race:${i}:${randomUUID()}`,
          tipId: null,
          lines: tipLines({
            provider: 'sandbox',
            currency,
            total: 1000 + i,
            fee: 50,
            net: 950 + i,
            credit: { accountKey: accountKeys.receiver(randomUUID()), kind: 'receiver' },
          }),
          at: new Date(),
        }),
      );
    const posted = await Promise.all(Array.from({ length: 30 }, (_, i) => post(i)));
    expect(posted).toEqual(Array(30).fill(true));
    const fee = await accountBalances(database.db, { accountKey: accountKeys.platformFee });
    expect(fee.get(currency)).toBe(-50 * 30);
    const clearing = await accountBalances(database.db, { accountKey: accountKeys.clearing('sandbox') });
    expect(clearing.get(currency)).toBe(
      Array.from({ length: 30 }, (_, i) => 1000 + i).reduce((a, b) => a + b),
    );
  });

  it('entries cannot be changed or deleted once written', async () => {
    const lines = tipLines({
      provider: 'sandbox',
      currency: 'USD',
      total: 1000,
      fee: 50,
      net: 950,
      credit: { accountKey: accountKeys.receiver(randomUUID()), kind: 'receiver' },
    });
    await postLedgerTransaction(database.db, {
      kind: 'tip',
      reference: `imm:${randomUUID()}`,
      tipId: null,
      lines,
      at: new Date(),
    });
    const update = await failureOf(database.db.execute(sql`update ledger_entries set amount = amount + 1`));
    expect(update).toMatch(/never changed/);
    expect(await failureOf(database.db.execute(sql`delete from ledger_entries`))).toMatch(/never changed/);
    expect(await failureOf(database.db.execute(sql`truncate ledger_entries cascade`))).toMatch(
      /never changed/,
    );
  });
});
