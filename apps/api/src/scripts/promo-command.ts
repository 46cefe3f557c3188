import { isCurrencyCode } from '@opentip/shared/currencies';
import type { Db } from '../db/client.ts';
import type { PromoCodeRow } from '../db/schema/billing.ts';
import {
  createPromoCode,
  disablePromoCode,
  listPromoCodes,
  normalizeCode,
  promoCodeProblem,
  type NewPromoCode,
} from '../modules/billing/promo-codes.service.ts';

export const PROMO_USAGE = [
  'npm run admin -w @opentip/api -- promo create CODE (--percent 1-100 | --amount MINOR --currency EUR | --free-months 1-24)',
  '    [--from YYYY-MM-DD] [--until YYYY-MM-DD] [--max N]',
  'npm run admin -w @opentip/api -- promo list',
  'npm run admin -w @opentip/api -- promo disable CODE',
].join('\n');

type Answer = { code: number; output: string };
const DAY_MS = 86_400_000;

/** A day (YYYY-MM-DD, UTC) or an ISO time; `endOfDay` makes "--until 2027-01-31" include that whole day. */
function parseTime(value: string | undefined, endOfDay: boolean): Date | null | 'bad' {
  if (value === undefined) return null;
  const dayOnly = /^\d{4}-\d{2}-\d{2}$/.test(value);
  const time = new Date(dayOnly ? `${value}T00:00:00Z` : value);
  if (Number.isNaN(time.getTime())) return 'bad';
  return dayOnly && endOfDay ? new Date(time.getTime() + DAY_MS) : time;
}

const wholeNumber = (value: string | undefined) =>
  value !== undefined && /^\d+$/.test(value) ? Number(value) : NaN;

/** The new code the command line (or the development route) describes, or why it cannot be made. */
export function promoFromOptions(
  code: string,
  options: Record<string, string | undefined>,
  now: Date,
): NewPromoCode | string {
  const kinds = (['percent', 'amount', 'free-months'] as const).filter((k) => options[k] !== undefined);
  if (kinds.length !== 1) return 'Give exactly one of --percent, --amount or --free-months.';
  const kind = kinds[0] === 'free-months' ? 'freeMonths' : (kinds[0] ?? 'percent');
  const value = wholeNumber(options[kinds[0] ?? 'percent']);
  const currency = options.currency?.toUpperCase() ?? null;
  if (currency !== null && !isCurrencyCode(currency)) return `Unknown currency ${currency}.`;
  const validFrom = parseTime(options.from, false);
  const validUntil = parseTime(options.until, true);
  if (validFrom === 'bad' || validUntil === 'bad') return 'Dates are YYYY-MM-DD (UTC) or ISO times.';
  const max = options.max === undefined ? null : wholeNumber(options.max);
  const input: NewPromoCode = {
    code: normalizeCode(code),
    kind,
    value,
    currency,
    validFrom: validFrom ?? now,
    validUntil,
    maxRedemptions: max,
  };
  return promoCodeProblem({ ...input, maxRedemptions: Number.isNaN(max) ? 0 : max }) ?? input;
}

function describe(promo: PromoCodeRow): string {
  const what =
    promo.kind === 'percent'
      ? `${promo.value}% off the first period`
      : promo.kind === 'amount'
        ? `${promo.value} ${promo.currency} (minor units) off the first period`
        : `${promo.value} free month${promo.value === 1 ? '' : 's'}`;
  const until = promo.validUntil ? ` until ${promo.validUntil.toISOString()}` : '';
  const max = promo.maxRedemptions === null ? 'unlimited' : String(promo.maxRedemptions);
  const disabled = promo.disabledAt ? ' [disabled]' : '';
  return `${promo.code}: ${what}, from ${promo.validFrom.toISOString()}${until}, used ${promo.redemptions}/${max}${disabled}`;
}

/** Splits "--name value" pairs; a flag without its value or an unknown flag is refused. */
function flags(args: readonly string[]): Record<string, string> | null {
  const known = new Set(['percent', 'amount', 'currency', 'free-months', 'from', 'until', 'max']);
  const result: Record<string, string> = {};
  for (let i = 0; i < args.length; i += 2) {
    const name = args[i]?.replace(/^--/, '');
    const value = args[i + 1];
    if (!args[i]?.startsWith('--') || !name || !known.has(name) || value === undefined) return null;
    result[name] = value;
  }
  return result;
}

/** `promo create|list|disable` of the admin command. */
export async function runPromoCommand(db: Db, args: readonly string[], now: Date): Promise<Answer> {
  const [action, code, ...rest] = args;
  if (action === 'list' && args.length === 1) {
    const rows = await listPromoCodes(db);
    return { code: 0, output: rows.length ? rows.map(describe).join('\n') : 'No promo codes yet.' };
  }
  if (action === 'disable' && code && rest.length === 0) {
    const row = await disablePromoCode(db, code, now);
    if (!row) return { code: 1, output: `No promo code ${normalizeCode(code)}.` };
    return { code: 0, output: `Disabled ${describe(row)}` };
  }
  if (action !== 'create' || !code) return { code: 2, output: `Usage:\n${PROMO_USAGE}` };
  const options = flags(rest);
  if (!options) return { code: 2, output: `Usage:\n${PROMO_USAGE}` };
  const input = promoFromOptions(code, options, now);
  if (typeof input === 'string') return { code: 2, output: input };
  const created = await createPromoCode(db, input);
  if (!created) return { code: 1, output: `A promo code ${input.code} already exists.` };
  return { code: 0, output: `Created ${describe(created)}` };
}
