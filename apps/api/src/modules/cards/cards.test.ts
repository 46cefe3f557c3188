import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserRow } from '../../db/schema/users.ts';
import { bearer } from '../../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import {
  createGiver,
  createReceiver,
  giveTip,
  ledgerBalance,
  rowsOf,
  sandboxToken,
  unbalancedLedgerTransactions,
} from '../../../test/tips-fixtures.ts';

describe('saved cards (sandbox)', () => {
  let t: TestApp;
  let receiver: UserRow;
  let alice: { user: UserRow; token: string };
  let bob: { user: UserRow; token: string };
  beforeAll(async () => {
    t = await createTestApp();
    receiver = (await createReceiver(t.database.db)).user;
    alice = await createGiver(t.database.db);
    bob = await createGiver(t.database.db);
  });
  afterAll(() => t.close());

  const list = (token: string) => t.app.inject({ url: '/api/v1/cards', headers: bearer(token) });
  const save = (token: string, paymentMethod: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/cards',
      headers: bearer(token),
      payload: { paymentMethod },
    });
  const remove = (token: string, id: string) =>
    t.app.inject({ method: 'DELETE', url: `/api/v1/cards/${id}`, headers: bearer(token) });
  const tipWithCard = (savedCardId: string, token?: string) =>
    giveTip(t.app, {
      token,
      body: { payee: receiver.id, amount: 500, currency: 'USD', paymentType: 'card', savedCardId },
    });

  it('are for signed-in people only', async () => {
    expect((await t.app.inject({ url: '/api/v1/cards' })).statusCode).toBe(401);
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/cards', payload: { paymentMethod: 'x' } });
    expect(res.statusCode).toBe(401);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/v1/cards/${randomUUID()}` })).statusCode).toBe(
      401,
    );
  });

  it('saves a tokenized card (brand, last 4, expiry), once however often it is sent, listed newest first', async () => {
    const first = await save(alice.token, await sandboxToken(t.app, '5555555555554444'));
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      success: true,
      message: 'Card saved',
      data: { card: { brand: 'mastercard', last4: '4444', expMonth: 12, expYear: 2099 } },
    });
    const token = await sandboxToken(t.app);
    const second = await save(alice.token, token);
    const again = await save(alice.token, token);
    expect(again.statusCode).toBe(200);
    expect(again.json().data.card).toEqual(second.json().data.card);

    const cards = (await list(alice.token)).json().data.cards;
    expect(cards.map((c: { id: string }) => c.id)).toEqual([
      second.json().data.card.id,
      first.json().data.card.id,
    ]);
    expect(Object.keys(cards[0]).sort()).toEqual([
      'brand',
      'createdAt',
      'expMonth',
      'expYear',
      'id',
      'last4',
    ]);
    expect((await list(bob.token)).json().data.cards).toEqual([]);
  });

  it('refuses what is not a card of the caller: unknown token, wallet token, someone else’s card', async () => {
    const unknown = await save(alice.token, 'tok_sandbox_000000000000000000000000');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('Please enter your card details again.');
    expect((await save(alice.token, 'pm_card_visa')).statusCode).toBe(400);
    const wallet = await t.app.inject({
      method: 'POST',
      url: '/api/v1/payments/sandbox/tokens',
      payload: { type: 'applePay' },
    });
    expect((await save(alice.token, wallet.json().data.paymentMethod.token)).statusCode).toBe(400);

    const token = await sandboxToken(t.app);
    expect((await save(alice.token, token)).statusCode).toBe(200);
    const stolen = await save(bob.token, token);
    expect(stolen.statusCode).toBe(400);
    expect((await list(bob.token)).json().data.cards).toEqual([]);
  });

  it('pays a tip with a saved card: tip paid, ledger balanced', async () => {
    const card = (await save(alice.token, await sandboxToken(t.app))).json().data.card;
    const before = await ledgerBalance(t.database.db, `receiver:${receiver.id}`);
    const res = await tipWithCard(card.id, alice.token);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.transaction).toMatchObject({
      status: 'succeeded',
      card: { brand: 'visa', last4: '4242' },
      amounts: { total: 500, net: 475 },
    });
    expect(await ledgerBalance(t.database.db, `receiver:${receiver.id}`)).toBe(before - 475);
    expect(await unbalancedLedgerTransactions(t.database.db)).toEqual([]);
  });

  it('a guest or another person cannot pay with, or remove, someone’s saved card', async () => {
    const card = (await save(alice.token, await sandboxToken(t.app))).json().data.card;
    for (const token of [undefined, bob.token]) {
      const res = await tipWithCard(card.id, token);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Card not found.');
    }
    const theirs = await remove(bob.token, card.id);
    const missing = await remove(bob.token, randomUUID());
    expect(theirs.statusCode).toBe(404);
    expect({ ...theirs.json(), requestId: null }).toEqual({ ...missing.json(), requestId: null });
    expect((await remove(bob.token, 'not-a-uuid')).statusCode).toBe(404);
    expect((await tipWithCard(randomUUID(), alice.token)).statusCode).toBe(404);
    const cards = (await list(alice.token)).json().data.cards;
    expect(cards.map((c: { id: string }) => c.id)).toContain(card.id);
  });

  it('a saved card’s token, sent as it is, pays for nobody but its owner', async () => {
    const token = await sandboxToken(t.app);
    expect((await save(alice.token, token)).statusCode).toBe(200);
    for (const caller of [undefined, bob.token]) {
      const res = await giveTip(t.app, {
        token: caller,
        body: { payee: receiver.id, amount: 500, currency: 'USD', paymentType: 'card', paymentMethod: token },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('INVALID_PAYMENT_METHOD');
    }
  });

  it('removes the caller’s own card, which then cannot pay', async () => {
    const card = (await save(alice.token, await sandboxToken(t.app))).json().data.card;
    const res = await remove(alice.token, card.id);
    expect(res.json()).toMatchObject({ success: true, message: 'Card removed', data: {} });
    expect((await list(alice.token)).json().data.cards.map((c: { id: string }) => c.id)).not.toContain(
      card.id,
    );
    expect((await remove(alice.token, card.id)).statusCode).toBe(404);
    expect((await tipWithCard(card.id, alice.token)).statusCode).toBe(404);
  });

  it('forgets the saved cards of a deleted account', async () => {
    const carol = await createGiver(t.database.db);
    await save(carol.token, await sandboxToken(t.app));
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/user/delete/${carol.user.id}`,
      headers: bearer(carol.token),
    });
    expect(res.statusCode).toBe(200);
    const rows = await rowsOf(
      t.database.db,
      sql`select id from saved_cards where user_id = ${carol.user.id}`,
    );
    expect(rows).toEqual([]);
  });

  it('keeps no card number anywhere in the database', async () => {
    const dump = await rowsOf<{ t: string }>(
      t.database.db,
      sql`select string_agg(row_to_json(x)::text, '') as t from (
            select * from saved_cards) x
          union all select string_agg(row_to_json(y)::text, '') from (select * from sandbox_payment_methods) y
          union all select string_agg(row_to_json(z)::text, '') from (select * from tips) z
          union all select string_agg(row_to_json(w)::text, '') from (select * from sandbox_charges) w`,
    );
    const text = dump.map((r) => r.t ?? '').join('');
    expect(text).toContain('4242');
    expect(text).not.toMatch(/4242424242424242|5555555555554444/);
  });
});
