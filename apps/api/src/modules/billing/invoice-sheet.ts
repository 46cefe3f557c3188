import { and, eq } from 'drizzle-orm';
import type { Language } from '@opentip/shared/occupations';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import {
  billingInvoices,
  promoCodes,
  type BillingInvoiceRow,
  type PromoCodeRow,
} from '../../db/schema/billing.ts';
import type { InvoiceWords } from '../../integrations/mail/locales/mail-words.ts';
import { MAIL_WORDS } from '../../integrations/mail/mail-locale.ts';
import { notFound } from '../../lib/app-error.ts';
import type { BusinessRow } from '../businesses/business-access.ts';
import { planOf } from './plans.ts';
import { subscriptionRowOf } from './subscription-view.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type InvoiceSeller = Pick<
  Config,
  | 'INVOICE_SELLER_NAME'
  | 'INVOICE_SELLER_ADDRESS'
  | 'INVOICE_SELLER_TAX_ID'
  | 'INVOICE_TAX_NAME'
  | 'INVOICE_TAX_RATE_BPS'
>;

export interface InvoiceLine {
  description: string;
  /** Minor units of the invoice's currency; a discount is negative. */
  amount: number;
}

/** Everything an invoice PDF prints, in the order it prints it. */
export interface InvoiceSheet {
  number: string;
  /** UTC days, YYYY-MM-DD. */
  issuedOn: string;
  status: BillingInvoiceRow['status'];
  seller: { name: string; addressLines: string[]; taxId: string | null };
  buyer: { name: string; addressLines: string[] };
  period: { start: string; end: string };
  currency: string;
  lines: InvoiceLine[];
  /** What was (or is to be) paid: the lines' sum. */
  total: number;
  /** The tax included in the total, where one is configured. */
  tax: { name: string; rateBps: number; amount: number } | null;
}

const day = (date: Date) => date.toISOString().slice(0, 10);
const linesOf = (text: string | null | undefined, separator: RegExp) =>
  (text ?? '')
    .split(separator)
    .map((line) => line.trim())
    .filter(Boolean);

/** A year's period is a yearly plan's; anything shorter a monthly one's (free months aside). */
const planIdOf = (invoice: BillingInvoiceRow) =>
  invoice.periodEnd.getTime() - invoice.periodStart.getTime() > 300 * 86_400_000 ? 'yearly' : 'monthly';

function promoText(promo: PromoCodeRow, w: InvoiceWords): string {
  if (promo.kind === 'percent') return w.promoPercent(promo.code, promo.value);
  if (promo.kind === 'freeMonths') return w.promoFreeMonths(promo.code, promo.value);
  return w.promoAmount(promo.code);
}

/** Tax included in a price: the part of `total` that is tax at `rateBps`, half-up. */
export const includedTax = (total: number, rateBps: number) =>
  total - Math.round((total * 10_000) / (10_000 + rateBps));

/**
 * The invoice as printed. The first invoice of a subscription taken with a promo code shows the
 * plan's price and the code's discount; every other one the price as charged.
 */
export function invoiceSheet(options: {
  invoice: BillingInvoiceRow;
  business: Pick<BusinessRow, 'name' | 'address'>;
  /** The code the subscription was taken with, when this invoice is the one it discounted. */
  promo: PromoCodeRow | null;
  seller: InvoiceSeller;
  /** The reader's language (the owner's): the lines' descriptions are written in it. */
  lang?: Language;
}): InvoiceSheet {
  const { invoice, business, promo, seller } = options;
  const words = MAIL_WORDS[options.lang ?? 'en'];
  const planId = planIdOf(invoice);
  const plan = words.invoice.plan(words.billing.plan[planId]);
  const listPrice = promo ? planOf(planId, invoice.currency).amount : invoice.amount;
  const discounted = promo !== null && listPrice > invoice.amount && listPrice > 0;
  const lines: InvoiceLine[] = discounted
    ? [
        { description: plan, amount: listPrice },
        { description: promoText(promo, words.invoice), amount: invoice.amount - listPrice },
      ]
    : [{ description: plan, amount: invoice.amount }];
  const rateBps = seller.INVOICE_TAX_RATE_BPS;
  return {
    number: invoice.number,
    issuedOn: day(invoice.createdAt),
    status: invoice.status,
    seller: {
      name: seller.INVOICE_SELLER_NAME,
      addressLines: linesOf(seller.INVOICE_SELLER_ADDRESS, /\|/),
      taxId: seller.INVOICE_SELLER_TAX_ID ?? null,
    },
    buyer: { name: business.name, addressLines: linesOf(business.address, /\n|,(?=\s)/) },
    period: { start: day(invoice.periodStart), end: day(invoice.periodEnd) },
    currency: invoice.currency,
    lines,
    total: invoice.amount,
    tax:
      seller.INVOICE_TAX_NAME && rateBps
        ? { name: seller.INVOICE_TAX_NAME, rateBps, amount: includedTax(invoice.amount, rateBps) }
        : null,
  };
}

/** One invoice of this business (already checked to be the caller's, or an administrator's look); else 404. */
export async function invoiceSheetOf(
  db: Db,
  business: BusinessRow,
  invoiceId: string,
  seller: InvoiceSeller,
  lang: Language = 'en',
): Promise<InvoiceSheet> {
  if (!UUID.test(invoiceId)) throw notFound('invoiceNotFound', 'INVOICE_NOT_FOUND');
  const [invoice] = await db
    .select()
    .from(billingInvoices)
    .where(and(eq(billingInvoices.id, invoiceId), eq(billingInvoices.businessId, business.id)));
  if (!invoice) throw notFound('invoiceNotFound', 'INVOICE_NOT_FOUND');
  // Renewals charge the plan's price: an invoice below it is the first period a promo code discounted.
  const subscription = await subscriptionRowOf(db, business.id);
  const belowPrice = invoice.amount < planOf(planIdOf(invoice), invoice.currency).amount;
  const [promo] =
    subscription?.promoCodeId && belowPrice
      ? await db.select().from(promoCodes).where(eq(promoCodes.id, subscription.promoCodeId))
      : [];
  return invoiceSheet({ invoice, business, promo: promo ?? null, seller, lang });
}
