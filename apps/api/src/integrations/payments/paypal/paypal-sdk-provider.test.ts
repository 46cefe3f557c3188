import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakePaypal, paypalProviderOn } from '../../../../test/fake-paypal.ts';
import { ProviderUnavailableError, TransferRefusedError, type ChargeRequest } from '../payment-provider.ts';
import type { PaypalProvider } from './paypal-provider.ts';

describe('PayPal through its official SDK, against a local stand-in', () => {
  const fake = new FakePaypal();
  let paypal: PaypalProvider;

  beforeAll(async () => {
    paypal = await paypalProviderOn(fake);
  });
  afterAll(() => fake.close());

  const request = (overrides: Partial<ChargeRequest> = {}): ChargeRequest => ({
    idempotencyKey: `tip_${randomUUID()}`,
    intentId: randomUUID(),
    amount: 1050,
    currency: 'USD',
    applicationFee: 53,
    destinationAccountId: 'receiver@example.com',
    paymentMethod: 'paypal',
    customerId: null,
    paymentType: 'paypal',
    description: 'Tip',
    transferGroup: null,
    ...overrides,
  });

  it('creates one order per request id, asks the giver to approve it, captures it once', async () => {
    const charge = request();
    const first = await paypal.charge(charge);
    expect(first).toMatchObject({ status: 'requiresAction', nextAction: { type: 'approvePaypal' } });
    const orderId = first.paymentId!;
    expect(await paypal.charge(charge)).toMatchObject({ paymentId: orderId });
    const created = fake.requests.filter((r) => r.path === '/v2/checkout/orders');
    expect(created.at(-1)?.headers['paypal-request-id']).toBe(charge.idempotencyKey);
    expect(JSON.parse(created.at(-1)!.body).purchase_units[0]).toMatchObject({
      custom_id: charge.intentId,
      amount: { currency_code: 'USD', value: '10.50' },
    });

    const lookup = { intentId: charge.intentId, idempotencyKey: charge.idempotencyKey, paymentId: orderId };
    expect(await paypal.findCharge(lookup)).toMatchObject({ status: 'requiresAction' });
    fake.approve(orderId);
    const [a, b] = await Promise.all([paypal.findCharge(lookup), paypal.findCharge(lookup)]);
    expect(a).toEqual({ status: 'succeeded', paymentId: orderId, card: null });
    expect(b).toEqual(a);
    expect(fake.captures.size).toBe(1);
    const captureCalls = fake.requests.filter((r) => r.path.endsWith('/capture'));
    expect(new Set(captureCalls.map((r) => r.headers['paypal-request-id']))).toEqual(
      new Set([`${charge.idempotencyKey}_capture`]),
    );

    const refund = await paypal.refund({
      paymentId: orderId,
      amount: 450,
      idempotencyKey: `refund_${randomUUID()}`,
      pooled: false,
    });
    expect(refund.amount).toBe(450);
    const [capture] = [...fake.captures.values()];
    expect(capture?.status).toBe('PARTIALLY_REFUNDED');
  });

  it('a funding source refused at capture fails the tip; a cancelled order is not approved', async () => {
    const declined = request();
    const orderId = (await paypal.charge(declined)).paymentId!;
    fake.approve(orderId);
    fake.declineAtCapture.add(orderId);
    expect(await paypal.findCharge({ ...declined, paymentId: orderId })).toMatchObject({
      status: 'failed',
      code: 'card_declined',
    });

    const abandoned = request();
    const open = (await paypal.charge(abandoned)).paymentId!;
    expect(
      await paypal.cancelCharge({ paymentId: open, idempotencyKey: abandoned.idempotencyKey }),
    ).toMatchObject({
      status: 'failed',
      code: 'authentication_required',
    });
    // Approved just before we gave up: the giver did pay, so it is captured.
    const late = request();
    const lateOrder = (await paypal.charge(late)).paymentId!;
    fake.approve(lateOrder);
    expect(
      await paypal.cancelCharge({ paymentId: lateOrder, idempotencyKey: late.idempotencyKey }),
    ).toMatchObject({
      status: 'succeeded',
    });
  });

  it('whole-unit currencies, unknown currencies and PayPal failing on its side', async () => {
    expect(paypal.paymentTypes('HUF')).toEqual(['paypal']);
    expect(paypal.paymentTypes('NGN')).toEqual([]);
    expect(paypal.amountStep('HUF')).toBe(100);
    expect(paypal.amountStep('JPY')).toBe(1);
    expect(await paypal.charge(request({ currency: 'HUF', amount: 150050 }))).toMatchObject({
      code: 'amount_invalid',
    });
    const huf = await paypal.charge(request({ currency: 'HUF', amount: 150000 }));
    expect(huf.status).toBe('requiresAction');
    expect(JSON.parse(fake.requests.at(-1)!.body).purchase_units[0].amount.value).toBe('1500');

    fake.failNext = 1;
    fake.failOnly = 'POST /v2/checkout/orders';
    await expect(paypal.charge(request())).rejects.toBeInstanceOf(ProviderUnavailableError);
    fake.failOnly = '';
  });

  it('pays out once per key to the linked email; refuses what PayPal refuses; transfers are not offered', async () => {
    const payout = {
      idempotencyKey: `payout_${randomUUID()}`,
      payoutId: randomUUID(),
      accountId: 'receiver@example.com',
      accountDetails: null,
      amount: 2500,
      currency: 'EUR',
      description: 'OpenTip payout',
    };
    const first = await paypal.payout(payout);
    expect(first.status).toBe('pending');
    expect(await paypal.payout(payout)).toEqual(first);
    // Past PayPal-Request-Id's memory, the sender_batch_id still names the one batch.
    expect(await paypal.payout({ ...payout, description: 'again' })).toEqual(first);
    const [item] = [...fake.payoutItems.values()];
    expect(item?.payout_item).toMatchObject({
      receiver: 'receiver@example.com',
      sender_item_id: payout.payoutId,
      amount: { value: '25.00', currency: 'EUR' },
    });
    expect(fake.payoutItems.size).toBe(1);
    await expect(
      paypal.payout({ ...payout, idempotencyKey: 'other', currency: 'HUF', amount: 1050 }),
    ).rejects.toBeInstanceOf(TransferRefusedError);
    await expect(
      paypal.transfer({
        idempotencyKey: 'k',
        destinationAccountId: 'x',
        amount: 1,
        currency: 'USD',
        transferGroup: 'g',
        description: 'd',
      }),
    ).rejects.toBeInstanceOf(TransferRefusedError);
  });
});
