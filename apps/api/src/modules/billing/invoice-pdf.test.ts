import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { businesses } from '../../db/schema/businesses.ts';
import { users } from '../../db/schema/users.ts';
import { bearer, createUser } from '../../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { sandboxToken } from '../../../test/tips-fixtures.ts';
import {
  billingCalls,
  newBusiness,
  newPromo,
  testClock,
  type BusinessOwner,
} from './billing-test-helpers.ts';
import { pdfTextLines, pdfTextPlaces } from '../team-pool/testing/pdf-text.ts';
import { includedTax } from './invoice-sheet.ts';

const ARABIC_FONT = '/usr/share/fonts/truetype/noto/NotoSansArabic-Regular.ttf';

const clock = testClock(new Date('2026-03-10T09:00:00Z'));

/** The text pdfkit drew, a line per text operation. */
const pdfText = (pdf: Buffer) => pdfTextLines(pdf).join('\n');

describe('invoice PDFs: one per payment, for the business owner only', () => {
  let t: TestApp;
  let owner: BusinessOwner;
  let other: BusinessOwner;
  let invoiceId: string;
  let invoiceNumber: string;
  beforeAll(async () => {
    t = await createTestApp({
      deps: { now: clock.now },
      env: {
        INVOICE_SELLER_NAME: 'OpenTip Ltd',
        INVOICE_SELLER_ADDRESS: '1 Harbour Street | Leith | Edinburgh EH6 6QW',
        INVOICE_SELLER_TAX_ID: 'GB123456789',
        INVOICE_TAX_NAME: 'VAT',
        INVOICE_TAX_RATE_BPS: '2000',
      },
    });
    owner = await newBusiness(t.database.db, clock.now, 'Aurora Café');
    await t.database.db
      .update(businesses)
      .set({ address: '12 Rose Street, Edinburgh EH2 2PR' })
      .where(eq(businesses.id, owner.businessId));
    other = await newBusiness(t.database.db, clock.now, 'Other Bar');
    await newPromo(t.database.db, { code: 'HALFOFF', kind: 'percent', value: 50 }, clock.now());
    const paid = await billingCalls(t.app, owner).subscribe({
      planId: 'monthly',
      currency: 'USD',
      promoCode: 'halfoff',
      paymentMethod: await sandboxToken(t.app),
    });
    expect(paid.statusCode).toBe(200);
    const [invoice] = paid.json().data.invoices;
    expect(invoice.amount).toBe(1450);
    invoiceId = invoice.id;
    invoiceNumber = invoice.number;
  });
  afterAll(() => t.close());

  const download = async (token: string, businessId: string, id: string) =>
    t.app.inject({
      method: 'GET',
      url: `/api/v1/business/${businessId}/invoices/${id}/pdf`,
      headers: bearer(token),
    });

  it('the owner downloads the invoice: seller, buyer, number, period, price, discount, total, tax, currency', async () => {
    const res = await download(await owner.token(), owner.businessId, invoiceId);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="opentip-invoice-${invoiceNumber}.pdf"`,
    );
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(res.rawPayload);
    for (const printed of [
      'OpenTip Ltd',
      '1 Harbour Street',
      'Edinburgh EH6 6QW',
      'Tax ID GB123456789',
      'Aurora Café',
      '12 Rose Street',
      'Edinburgh EH2 2PR',
      invoiceNumber,
      '2026-03-10 to 2026-04-10',
      'OpenTip Business, monthly plan',
      '29.00 USD',
      'Promo code HALFOFF: 50% off the first period',
      '-14.50 USD',
      'Total paid',
      '14.50 USD',
      'Of which VAT (20 %, included)',
      `${(includedTax(1450, 2000) / 100).toFixed(2)} USD`,
      'All amounts in USD.',
    ])
      expect(text).toContain(printed);
  });

  it("prints the invoice in the owner's language: labels, plan and discount lines", async () => {
    const speak = (lang: 'fr' | 'ar' | 'en') =>
      t.database.db.update(users).set({ lang }).where(eq(users.id, owner.user.id));
    await speak('fr');
    const fr = pdfText((await download(await owner.token(), owner.businessId, invoiceId)).rawPayload);
    for (const printed of [
      'FACTURE',
      'Total payé',
      'OpenTip Business, abonnement mensuel',
      'Code promo HALFOFF : 50 % de remise sur la première période',
      'du 2026-03-10 au 2026-04-10',
      'Tous les montants en USD.',
    ])
      expect(fr).toContain(printed);
    await speak('ar');
    const ar = await download(await owner.token(), owner.businessId, invoiceId);
    expect(ar.statusCode).toBe(200);
    const arText = pdfText(ar.rawPayload);
    // The Arabic catalogue's lines: its words around the plan's name and the promo code.
    for (const english of ['Total paid', 'Promo code', 'monthly plan', 'All amounts in'])
      expect(arText).not.toContain(english);
    for (const printed of ['OpenTip Business', 'HALFOFF', '50%', '14.50 USD', invoiceNumber])
      expect(arText).toContain(printed);
    if (existsSync(ARABIC_FONT))
      expect(ar.rawPayload.toString('latin1')).toMatch(/\/BaseFont \/[A-Z]+\+NotoSansArabic/);
    await speak('en');
  });

  it('lays an Arabic invoice out right to left: names against the right margin, amounts at the left', async () => {
    const placesIn = async (lang: 'ar' | 'en') => {
      await t.database.db.update(users).set({ lang }).where(eq(users.id, owner.user.id));
      const res = await download(await owner.token(), owner.businessId, invoiceId);
      const places = pdfTextPlaces(res.rawPayload);
      return (text: string) => places.find((place) => place.text === text)?.x ?? Number.NaN;
    };
    const ar = await placesIn('ar');
    const en = await placesIn('en');
    const margin = 48;
    // The total's amount: at the right end in English, at the left margin in Arabic.
    expect(en('14.50 USD')).toBeGreaterThan(400);
    expect(ar('14.50 USD')).toBeCloseTo(margin, 0);
    // The seller and the buyer: from the left margin in English, in the right half in Arabic.
    for (const name of ['OpenTip Ltd', 'Aurora Café']) {
      expect(en(name)).toBeCloseTo(margin, 0);
      expect(ar(name)).toBeGreaterThan(300);
    }
  });

  it('the tax included is the part of the price above the price without tax', () => {
    expect(includedTax(1450, 2000)).toBe(242);
    expect(includedTax(2900, 2000)).toBe(483);
    expect(includedTax(0, 2000)).toBe(0);
  });

  it("nobody else gets it: another business's owner, a giver, no token; an unknown invoice is 404", async () => {
    const otherToken = await other.token();
    const foreign = await download(otherToken, other.businessId, invoiceId);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe('Invoice not found.');
    const notTheirs = await download(otherToken, owner.businessId, invoiceId);
    expect(notTheirs.statusCode).toBe(404);
    expect(notTheirs.json().message).toBe('Business not found.');

    const { token: giverToken } = await createUser(t.database.db, { userType: 'payer' });
    expect((await download(giverToken, owner.businessId, invoiceId)).statusCode).toBe(403);
    const anonymous = await t.app.inject({
      method: 'GET',
      url: `/api/v1/business/${owner.businessId}/invoices/${invoiceId}/pdf`,
    });
    expect(anonymous.statusCode).toBe(401);

    const ownerToken = await owner.token();
    expect(
      (await download(ownerToken, owner.businessId, '00000000-0000-4000-8000-000000000000')).statusCode,
    ).toBe(404);
    expect((await download(ownerToken, owner.businessId, 'not-an-id')).statusCode).toBe(404);
  });
});
