import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createAdmin } from '../../../test/admin-fixtures.ts';
import { bearer, createUser } from '../../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { sandboxToken } from '../../../test/tips-fixtures.ts';
import { businesses, teams } from '../../db/schema/businesses.ts';
import { createInlineJobQueue } from '../../jobs/inline-job-queue.ts';
import {
  billingCalls,
  newBusiness,
  newPromo,
  testClock,
  type BusinessOwner,
} from '../billing/billing-test-helpers.ts';
import { newTeam } from '../teams/team-test-helpers.ts';

const clock = testClock(new Date('2026-03-10T09:00:00Z'));
const MISSING = '00000000-0000-4000-8000-000000000000';

describe('businesses (admin)', () => {
  let t: TestApp;
  let admin: { token: string };
  let trial: BusinessOwner;
  let expired: BusinessOwner;
  let paying: BusinessOwner;
  beforeAll(async () => {
    t = await createTestApp({ deps: { now: clock.now, jobs: createInlineJobQueue() } });
    const db = t.database.db;
    admin = await createAdmin(db);
    expired = await newBusiness(
      db,
      () => new Date(clock.now().getTime() - 30 * 86_400_000),
      'Old Mill Bakery',
    );
    trial = await newBusiness(db, clock.now, 'Trial Tavern');
    paying = await newBusiness(db, clock.now, 'Paying Pizzeria');
    await newPromo(db, { code: 'ADMIN20', kind: 'percent', value: 20 }, clock.now());
    const paid = await billingCalls(t.app, paying).subscribe({
      planId: 'monthly',
      currency: 'USD',
      paymentMethod: await sandboxToken(t.app),
      promoCode: 'admin20',
    });
    if (paid.statusCode !== 200) throw new Error(paid.body);
  });
  afterAll(() => t.close());

  const get = (url: string, token: string | null = admin.token) =>
    t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: token ? bearer(token) : {} });
  const names = (res: { json(): { data: { businesses: { name: string }[] } } }) =>
    res.json().data.businesses.map((b) => b.name);

  it('refuses a visitor (401) and a person who is not an administrator (403)', async () => {
    const { token } = await createUser(t.database.db);
    for (const url of ['/admin/businesses', `/admin/businesses/${paying.businessId}`]) {
      expect((await get(url, null)).statusCode, url).toBe(401);
      const person = await get(url, token);
      expect(person.statusCode, url).toBe(403);
      expect(person.json().code).toBe('ADMIN_ONLY');
    }
  });

  it('lists businesses with owner and the status the product shows, filtered by status', async () => {
    const all = await get('/admin/businesses');
    expect(all.statusCode).toBe(200);
    const data = all.json().data;
    expect(data).toMatchObject({ page: 1, total: 3, hasMore: false });
    const bakery = data.businesses.find((b: { id: string }) => b.id === expired.businessId);
    expect(bakery).toMatchObject({
      name: 'Old Mill Bakery',
      owner: { id: expired.user.id, email: expired.user.email },
      subscription: { status: 'none', planId: null, cancelAtPeriodEnd: false },
    });
    const pizzeria = data.businesses.find((b: { id: string }) => b.id === paying.businessId);
    expect(pizzeria.subscription).toMatchObject({ status: 'active', planId: 'monthly' });
    expect(pizzeria.subscription.currentPeriodEnd).toBe('2026-04-10T09:00:00.000Z');

    expect(names(await get('/admin/businesses?status=trialing'))).toEqual(['Trial Tavern']);
    expect(names(await get('/admin/businesses?status=none'))).toEqual(['Old Mill Bakery']);
    const active = await get('/admin/businesses?status=active');
    expect(names(active)).toEqual(['Paying Pizzeria']);
    expect(active.json().data.total).toBe(1);
    expect(names(await get('/admin/businesses?status=canceled'))).toEqual([]);
  });

  it('searches by business name and owner email', async () => {
    expect(names(await get('/admin/businesses?q=tavern'))).toEqual(['Trial Tavern']);
    expect(names(await get(`/admin/businesses?q=${encodeURIComponent(paying.user.email ?? '')}`))).toEqual([
      'Paying Pizzeria',
    ]);
    expect(names(await get('/admin/businesses?q=100%25'))).toEqual([]);
  });

  it('shows a business: owner, subscription, invoices, the promo code it redeemed and its teams', async () => {
    const team = await newTeam(t.database.db);
    await t.database.db.update(teams).set({ ownerId: paying.user.id }).where(eq(teams.id, team.team.id));
    const res = await get(`/admin/businesses/${paying.businessId}`);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.business).toMatchObject({ name: 'Paying Pizzeria', owner: { id: paying.user.id } });
    expect(data.subscription).toMatchObject({ status: 'active', planId: 'monthly', entitled: true });
    expect(data.invoices).toHaveLength(1);
    expect(data.invoices[0]).toMatchObject({ amount: 2320, currency: 'USD', status: 'paid' });
    expect(data.promoRedemptions).toMatchObject([{ code: 'ADMIN20', kind: 'percent', value: 20 }]);
    expect(data.teams).toEqual([{ id: team.team.id, name: team.team.name, code: team.team.code }]);

    const none = (await get(`/admin/businesses/${trial.businessId}`)).json().data;
    expect(none.subscription.status).toBe('trialing');
    expect(none).toMatchObject({ invoices: [], promoRedemptions: [], teams: [] });
  });

  it('answers 404 to an unknown or malformed id and 400 to a bad filter or page', async () => {
    expect((await get(`/admin/businesses/${MISSING}`)).statusCode).toBe(404);
    expect((await get('/admin/businesses/not-a-uuid')).statusCode).toBe(404);
    const status = await get('/admin/businesses?status=gold');
    expect(status.statusCode).toBe(400);
    expect(status.json().message).toBe('Some of the information sent is not valid.');
    expect((await get('/admin/businesses?page=0')).statusCode).toBe(400);
    const rows = await t.database.db.select().from(businesses);
    expect(rows).toHaveLength(3);
  });
});
