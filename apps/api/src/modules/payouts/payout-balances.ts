import { sql } from 'drizzle-orm';
import { payoutTermsOf } from '@opentip/shared/payouts';
import type { PayoutBalance } from '@opentip/shared/schemas/payouts.schema';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import type { PaymentAccountRow } from '../../db/schema/payments.ts';
import type { ProviderName } from '../../integrations/payments/payment-provider.ts';
import { accountKeys } from '../ledger/ledger-lines.ts';
import { toSafeInteger } from '../ledger/ledger.service.ts';

const HOUR_MS = 3_600_000;

export interface Holdings {
  /** What we owe the receiver through this provider in this currency (may be below 0 after a late refund). */
  balance: number;
  /** Tips still inside the holding period, less what of them was refunded. */
  pending: number;
  available: number;
  /** When the oldest held tip leaves the hold, i.e. when the next part of `pending` becomes available. */
  nextAvailableAt: string | null;
}

/** Tips newer than this are held: a refund or dispute in the first hours finds the money still there. */
export const holdCutoff = (now: Date, holdHours: number) => new Date(now.getTime() - holdHours * HOUR_MS);

interface HoldingRow {
  key: string;
  currency: string;
  balance: string;
  held: string;
  oldest_held_ms: string | null;
}

/**
 * The receiver's money per ledger account key and currency. Entries are debit-positive, so what
 * we owe a receiver is the negated sum. A refund of a held tip comes after the tip, so only
 * entries newer than the cutoff can be held.
 */
async function holdingRows(db: Db, keys: string[], cutoff: Date, currency?: string): Promise<HoldingRow[]> {
  const since = cutoff.toISOString();
  const oneCurrency = currency === undefined ? sql`` : sql`and a.currency = ${currency}`;
  return rowsOf<HoldingRow>(
    db,
    sql`select a.key, a.currency,
          coalesce(-sum(e.amount), 0)::text as balance,
          coalesce(-sum(e.amount) filter (where e.created_at > ${since} and (
            t.kind = 'tip' or (t.kind = 'refund' and exists (
              select 1 from ledger_transactions h
              where h.tip_id = t.tip_id and h.kind = 'tip' and h.created_at > ${since})))), 0)::text as held,
          (extract(epoch from min(e.created_at) filter (where e.created_at > ${since} and t.kind = 'tip'
            and e.amount < 0)) * 1000)::bigint::text as oldest_held_ms
        from ledger_accounts a
        join ledger_entries e on e.account_id = a.id
        join ledger_transactions t on t.id = e.transaction_id
        where a.key in (${sql.join(
          keys.map((k) => sql`${k}`),
          sql`, `,
        )}) ${oneCurrency}
        group by a.key, a.currency`,
  );
}

function holdingsOf(row: HoldingRow | undefined, holdHours: number): Holdings {
  const balance = toSafeInteger(row?.balance ?? 0);
  const pending = Math.min(Math.max(toSafeInteger(row?.held ?? 0), 0), Math.max(balance, 0));
  const oldest = row?.oldest_held_ms ? Number(row.oldest_held_ms) : null;
  const nextAvailableAt =
    pending > 0 && oldest !== null ? new Date(oldest + holdHours * HOUR_MS).toISOString() : null;
  return { balance, pending, available: Math.max(balance - pending, 0), nextAvailableAt };
}

/** Holdings of several accounts in one currency added up (a receiver paid through several providers). */
function addedUp(list: Holdings[]): Holdings {
  const times = list.map((h) => h.nextAvailableAt).filter((t): t is string => t !== null);
  return {
    balance: list.reduce((sum, h) => sum + h.balance, 0),
    pending: list.reduce((sum, h) => sum + h.pending, 0),
    available: list.reduce((sum, h) => sum + h.available, 0),
    nextAvailableAt: times.length === 0 ? null : times.sort()[0]!,
  };
}

/** One provider and currency of one receiver; run under the payout lock to decide a withdrawal. */
export async function holdingsAt(
  db: Db,
  options: { userId: string; provider: ProviderName; currency: string; now: Date; holdHours: number },
): Promise<Holdings> {
  const key = accountKeys.receiver(options.userId, options.provider);
  const [row] = await holdingRows(db, [key], holdCutoff(options.now, options.holdHours), options.currency);
  return holdingsOf(row, options.holdHours);
}

/**
 * THE receiver balance: per currency, what every provider holds for them added up. Every route
 * that shows a receiver's available or pending money (getBalance for /Home and /home, the payouts
 * page, a withdrawal's check) reads it from here, so one definition holds everywhere.
 */
export async function receiverHoldings(
  db: Db,
  options: { userId: string; now: Date; holdHours: number },
): Promise<Map<string, Holdings>> {
  const providers: ProviderName[] = ['stripe', 'paypal', 'flutterwave'];
  const keys = providers.map((provider) => accountKeys.receiver(options.userId, provider));
  const rows = await holdingRows(db, keys, holdCutoff(options.now, options.holdHours));
  const byCurrency = new Map<string, Holdings>();
  for (const currency of new Set(rows.map((r) => r.currency))) {
    const list = rows.filter((r) => r.currency === currency).map((r) => holdingsOf(r, options.holdHours));
    byCurrency.set(currency, addedUp(list));
  }
  return byCurrency;
}

/**
 * GET /payouts/balances: per provider the receiver can be paid through here (the card rail, PayPal,
 * Flutterwave) and currency they hold money in, plus a zero line for a linked account holding none
 * yet. Team pools are not here: their members are paid by the pool's share-outs.
 */
export async function payoutBalances(
  db: Db,
  options: {
    userId: string;
    cardRail: 'sandbox' | 'stripe';
    accounts: PaymentAccountRow[];
    defaultCurrency: string;
    now: Date;
    holdHours: number;
  },
): Promise<PayoutBalance[]> {
  const providers: ProviderName[] = [options.cardRail, 'paypal', 'flutterwave'];
  const keyOf = (provider: ProviderName) => accountKeys.receiver(options.userId, provider);
  const rows = await holdingRows(db, providers.map(keyOf), holdCutoff(options.now, options.holdHours));
  const balances: PayoutBalance[] = [];
  for (const provider of providers) {
    const account = options.accounts.find((a) => a.provider === provider);
    const held = rows.filter((r) => r.key === keyOf(provider));
    const currencies = held.map((r) => r.currency);
    if (account && currencies.length === 0) currencies.push(account.currency ?? options.defaultCurrency);
    for (const currency of currencies.sort()) {
      const { pending, available, nextAvailableAt } = holdingsOf(
        held.find((r) => r.currency === currency),
        options.holdHours,
      );
      balances.push({
        provider,
        currency,
        pending,
        available,
        nextAvailableAt,
        holdHours: options.holdHours,
        terms: payoutTermsOf(provider, currency),
        canWithdraw: canWithdrawInto(account, currency),
      });
    }
  }
  return balances;
}

/** A linked account that can take money now, in this currency where it is fixed to one. */
export function canWithdrawInto(account: PaymentAccountRow | undefined, currency: string): boolean {
  return Boolean(account?.chargesEnabled) && (account?.currency == null || account.currency === currency);
}
