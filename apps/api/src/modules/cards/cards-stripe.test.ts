import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserRow } from '../../db/schema/users.ts';
import { createStripeCardVault } from '../../integrations/payments/stripe/stripe-card-vault.ts';
import { createStripeProvider } from '../../integrations/payments/stripe/stripe-provider.ts';
import { bearer, PROVIDER_UNAVAILABLE_ANSWER } from '../../../test/fixtures.ts';
import { FakeStripe } from '../../../test/fake-stripe.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import {
  createGiver,
  createReceiver,
  giveTip,
  ledgerBalance,
  unbalancedLedgerTransactions,
} from '../../../test/tips-fixtures.ts';

const STRIPE_ENV = { STRIPE_SECRET_KEY: 'sk_test_fake', STRIPE_WEBHOOK_SECRET: 'whsec_test' };

describe('saved cards in Stripe mode (official SDK against a local Stripe stand-in)', () => {
  const stripe = new FakeStripe();
  let t: TestApp;
  let receiver: UserRow;
  let alice: { user: UserRow; token: string };
  let bob: { user: UserRow; token: string };
  beforeAll(async () => {
    await stripe.start();
    const client = stripe.client();
    t = await createTestApp({
      env: STRIPE_ENV,
      deps: {
        payments: createStripeProvider({ stripe: client, publishableKey: 'pk_test' }),
        cardVault: createStripeCardVault(client),
      },
    });
    receiver = (await createReceiver(t.database.db, {}, { provider: 'stripe', accountId: 'acct_cards1' }))
      .user;
    alice = await createGiver(t.database.db);
    bob = await createGiver(t.database.db);
  });
  afterAll(async () => {
    await t.close();
    await stripe.stop();
  });

  /** What Stripe Elements does in the browser: a PaymentMethod made from the card. */
  const elementsPaymentMethod = async () =>
    (await stripe.client().paymentMethods.create({ type: 'card', card: { token: 'tok_visa' } })).id;
  const save = (token: string, paymentMethod: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/cards',
      headers: bearer(token),
      payload: { paymentMethod },
    });
  const tip = (body: Record<string, unknown>, token?: string) =>
    giveTip(t.app, {
      token,
      body: { payee: receiver.id, amount: 1000, currency: 'USD', paymentType: 'card', ...body },
    });

  it('attaches the card to one Customer per giver and keeps only brand, last 4 and expiry', async () => {
    const pm = await elementsPaymentMethod();
    const res = await save(alice.token, pm);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.card).toMatchObject({ brand: 'visa', last4: '4242', expMonth: 12, expYear: 2034 });
    expect((await save(alice.token, pm)).json().data.card.id).toBe(res.json().data.card.id);
    await save(alice.token, await elementsPaymentMethod());

    const customers = stripe.requests.filter((r) => r.method === 'POST' && r.path === '/v1/customers');
    expect(customers).toHaveLength(1);
    expect(customers[0]?.headers['idempotency-key']).toBe(`customer-${alice.user.id}`);
    const customerId = [...stripe.customers.keys()][0];
    expect(stripe.paymentMethods.get(pm)?.customer).toBe(customerId);
    const cards = (await t.app.inject({ url: '/api/v1/cards', headers: bearer(alice.token) })).json().data
      .cards;
    expect(cards).toHaveLength(2);
  });

  it('pays a tip with a saved card together with its Customer; the ledger balances', async () => {
    const card = (await save(alice.token, await elementsPaymentMethod())).json().data.card;
    const before = await ledgerBalance(t.database.db, `receiver:${receiver.id}`);
    const res = await tip({ savedCardId: card.id }, alice.token);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.transaction.status).toBe('succeeded');
    const [call] = stripe.paymentIntentCalls().slice(-1);
    expect(call?.form.customer).toMatch(/^cus_/);
    expect(call?.form.payment_method).toMatch(/^pm_fake/);
    expect(await ledgerBalance(t.database.db, `receiver:${receiver.id}`)).toBe(before - 950);
    expect(await unbalancedLedgerTransactions(t.database.db)).toEqual([]);
  });

  it('someone else cannot save, pay with or remove a giver’s card', async () => {
    const pm = await elementsPaymentMethod();
    const card = (await save(alice.token, pm)).json().data.card;
    expect((await save(bob.token, pm)).statusCode).toBe(400);
    expect((await tip({ savedCardId: card.id }, bob.token)).statusCode).toBe(404);
    expect((await tip({ savedCardId: card.id })).statusCode).toBe(404);
    // Even with the raw token, Stripe will not charge a card attached to someone else's Customer.
    const raw = await tip({ paymentMethod: pm }, bob.token);
    expect(raw.statusCode).toBe(400);
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/cards/${card.id}`,
      headers: bearer(bob.token),
    });
    expect(del.statusCode).toBe(404);
    expect(stripe.paymentMethods.get(pm)?.customer).toMatch(/^cus_/);
  });

  it('removing a card detaches it at Stripe', async () => {
    const pm = await elementsPaymentMethod();
    const card = (await save(alice.token, pm)).json().data.card;
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/cards/${card.id}`,
      headers: bearer(alice.token),
    });
    expect(res.statusCode).toBe(200);
    expect(stripe.paymentMethods.get(pm)?.customer).toBeNull();
    expect((await tip({ savedCardId: card.id }, alice.token)).statusCode).toBe(404);
    expect((await tip({ savedCardId: randomUUID() }, alice.token)).statusCode).toBe(404);
  });

  it('answers 503 when Stripe cannot be reached, and nothing is saved', async () => {
    const pm = await elementsPaymentMethod();
    stripe.failNext = 1;
    const res = await save(bob.token, pm);
    expect([res.statusCode, res.json()]).toEqual([503, PROVIDER_UNAVAILABLE_ANSWER]);
    expect(
      (await t.app.inject({ url: '/api/v1/cards', headers: bearer(bob.token) })).json().data.cards,
    ).toEqual([]);
  });
});
