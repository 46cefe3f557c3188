import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { UserRow } from '../../db/schema/users.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createGiver, createReceiver, TEST_CARDS } from '../../../test/tips-fixtures.ts';
import { CARD_TESTING_LIMITS } from './card-testing-guard.ts';

// Stripe's published numbers for cards that fail, each its own card (its own fingerprint).
const FAILING_CARDS = ['4000000000000002', '4000000000009995', '4000000000000069', '4000000000000127'];

describe('card testing: failures counted by card, giver, address and receiver', () => {
  let t: TestApp;
  let clock = new Date('2026-11-24T10:00:00Z');
  let addressCounter = 0;
  /** A different address each time, unless one is given: testers rotate addresses cheaply. */
  const freshAddress = () => `203.0.113.${(addressCounter++ % 250) + 1}`;

  beforeAll(async () => {
    t = await createTestApp({ deps: { now: () => clock } });
  });
  afterAll(() => t.close());
  // Each case starts an hour later, past every earlier case's failures.
  beforeEach(() => {
    clock = new Date(clock.getTime() + CARD_TESTING_LIMITS.windowMs + 1000);
  });

  async function tip(options: { payee: UserRow; card: string; address?: string; token?: string }) {
    const address = options.address ?? freshAddress();
    const method = await t.app.inject({
      method: 'POST',
      url: '/api/v1/payments/sandbox/tokens',
      remoteAddress: address,
      payload: { type: 'card', cardNumber: options.card, expMonth: 12, expYear: 2099, cvc: '123' },
    });
    return t.app.inject({
      method: 'POST',
      url: '/api/v1/transactions/createtransactions',
      remoteAddress: address,
      headers: {
        'idempotency-key': randomUUID(),
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      },
      payload: {
        payee: options.payee.payeeCode,
        amount: 700,
        currency: 'USD',
        paymentType: 'card',
        paymentMethod: method.json().data.paymentMethod.token,
      },
    });
  }

  /** The card's bank said no (402): a failure that counts. */
  const declined = async (call: ReturnType<typeof tip>) => expect((await call).statusCode).toBe(402);
  const failTimes = async (n: number, call: () => ReturnType<typeof tip>) => {
    for (let i = 0; i < n; i++) await declined(call());
  };

  it('stops one card after repeated failures from any address, and lets it try again after the window', async () => {
    const payee = (await createReceiver(t.database.db)).user;
    const card = FAILING_CARDS[0]!;
    await failTimes(CARD_TESTING_LIMITS.perCard, () => tip({ payee, card }));

    const refused = await tip({ payee, card });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ success: false, code: 'CARD_TOO_MANY_FAILURES' });
    expect(refused.json().message).toMatch(/declined too many times/);
    // Another card is not held back.
    expect((await tip({ payee, card: TEST_CARDS.ok })).statusCode).toBe(200);

    clock = new Date(clock.getTime() + CARD_TESTING_LIMITS.windowMs + 1000);
    await declined(tip({ payee, card }));
  });

  it('stops one address after many failures with many cards, but not other addresses', async () => {
    const attacker = '198.51.100.66';
    let failed = 0;
    for (const card of FAILING_CARDS) {
      // A receiver per card, so neither the card nor a receiver reaches its own limit first.
      const payee = (await createReceiver(t.database.db)).user;
      const times = Math.min(CARD_TESTING_LIMITS.perCard - 1, CARD_TESTING_LIMITS.perAddress - failed);
      await failTimes(times, () => tip({ payee, card, address: attacker }));
      failed += times;
    }
    expect(failed).toBe(CARD_TESTING_LIMITS.perAddress);

    const payee = (await createReceiver(t.database.db)).user;
    const refused = await tip({ payee, card: TEST_CARDS.ok, address: attacker });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('TOO_MANY_FAILED_PAYMENTS');
    expect((await tip({ payee, card: TEST_CARDS.ok, address: '198.51.100.67' })).statusCode).toBe(200);
  });

  it('stops a signed-in giver who keeps failing, whatever card and address they use', async () => {
    const payee = (await createReceiver(t.database.db)).user;
    const giver = await createGiver(t.database.db);
    for (let i = 0; i < CARD_TESTING_LIMITS.perGiver; i++) {
      const card = FAILING_CARDS[i % FAILING_CARDS.length]!;
      await declined(tip({ payee, card, token: giver.token }));
    }
    const refused = await tip({ payee, card: TEST_CARDS.ok, token: giver.token });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('TOO_MANY_FAILED_PAYMENTS');
  });

  it('pauses guest tips to a receiver under attack while signed-in givers can still tip them', async () => {
    const payee = (await createReceiver(t.database.db)).user;
    for (let i = 0; i < CARD_TESTING_LIMITS.perReceiverGuests; i++) {
      const card = FAILING_CARDS[i % FAILING_CARDS.length]!;
      await declined(tip({ payee, card }));
    }
    const guest = await tip({ payee, card: TEST_CARDS.ok });
    expect(guest.statusCode).toBe(429);
    expect(guest.json()).toMatchObject({ code: 'GUEST_TIPS_PAUSED' });
    expect(guest.json().message).toMatch(/sign in to give a tip/);

    const giver = await createGiver(t.database.db);
    expect((await tip({ payee, card: TEST_CARDS.ok, token: giver.token })).statusCode).toBe(200);
    // Guests of other receivers are not affected.
    const other = (await createReceiver(t.database.db)).user;
    expect((await tip({ payee: other, card: TEST_CARDS.ok })).statusCode).toBe(200);
  });
});
