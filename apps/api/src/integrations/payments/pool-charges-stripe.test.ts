import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentAccounts } from '../../db/schema/payments.ts';
import { bearer } from '../../../test/fixtures.ts';
import { FakeStripe } from '../../../test/fake-stripe.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createReceiver, createTeam, giveTip, ledgerBalance, newKey } from '../../../test/tips-fixtures.ts';
import {
  ProviderUnavailableError,
  TransferRefusedError,
  poolTransferGroup,
  type CardRailProvider,
  type TransferRequest,
} from './payment-provider.ts';
import { createStripeProvider } from './stripe/stripe-provider.ts';

const STRIPE_ENV = { STRIPE_SECRET_KEY: 'sk_test_fake', STRIPE_WEBHOOK_SECRET: 'whsec_test' };

describe('team pools over Stripe: separate charges, then transfers in the pool group', () => {
  const stripe = new FakeStripe();
  let t: TestApp;
  let provider: CardRailProvider;
  let teamId: string;
  /** The team's payee: its owner's account, as the guest's QR code names it. */
  let ownerId: string;
  let ownerToken: string;
  let receiverId: string;

  beforeAll(async () => {
    await stripe.start();
    provider = createStripeProvider({
      stripe: stripe.client({ maxNetworkRetries: 1 }),
      publishableKey: 'pk_test',
    });
    t = await createTestApp({ env: STRIPE_ENV, deps: { payments: provider } });
    const team = await createTeam(t.database.db);
    teamId = team.teamId;
    ownerId = team.owner.user.id;
    ownerToken = team.owner.token;
    await t.database.db
      .update(paymentAccounts)
      .set({ provider: 'stripe', accountId: 'acct_teamowner1' })
      .where(eq(paymentAccounts.userId, team.owner.user.id));
    receiverId = (
      await createReceiver(t.database.db, {}, { provider: 'stripe', accountId: 'acct_receiver1' })
    ).user.id;
    stripe.accounts.add('acct_member1');
  });
  afterAll(async () => {
    await t.close();
    await stripe.stop();
  });

  const guestTip = async (payee: string, amount = 1000) => {
    const res = await giveTip(t.app, {
      body: { payee, amount, currency: 'USD', paymentType: 'card', paymentMethod: 'pm_card_visa' },
    });
    expect(res.statusCode).toBe(200);
    return { id: res.json().data.transaction.id as string, call: stripe.paymentIntentCalls().at(-1) };
  };
  const refund = (id: string, token: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/transactions/${id}/refund`,
      headers: bearer(token),
      payload: {},
    });
  const lastRefundForm = () => stripe.requests.filter((r) => r.path === '/v1/refunds').at(-1)?.form;

  it('charges a tip to a team as a separate charge in the pool group: no destination, no application fee', async () => {
    const poolBefore = await ledgerBalance(t.database.db, `teamPool:${teamId}`);
    const { id, call } = await guestTip(ownerId);
    expect(call?.headers['idempotency-key']).toBe(`tip_${id}`);
    expect(call?.form).toMatchObject({
      amount: '1000',
      currency: 'usd',
      transfer_group: `pool_${teamId}`,
      'metadata[intentId]': id,
      confirm: 'true',
    });
    expect(call?.form).not.toHaveProperty('application_fee_amount');
    expect(call?.form).not.toHaveProperty('transfer_data[destination]');
    // The ledger is as before: the pool is credited the tip less the platform fee.
    expect(await ledgerBalance(t.database.db, `teamPool:${teamId}`)).toBe(poolBefore - 950);
  });

  it('still charges a tip to one receiver as a destination charge with the platform fee', async () => {
    const { call } = await guestTip(receiverId);
    expect(call?.form).toMatchObject({
      application_fee_amount: '50',
      'transfer_data[destination]': 'acct_receiver1',
    });
    expect(call?.form).not.toHaveProperty('transfer_group');
  });

  it('refunds a pooled tip without reversing a transfer or fee it never had', async () => {
    const { id } = await guestTip(ownerId, 800);
    const poolBefore = await ledgerBalance(t.database.db, `teamPool:${teamId}`);
    const res = await refund(id, ownerToken);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.transaction.refundedAmount).toBe(800);
    const form = lastRefundForm();
    expect(form).toMatchObject({ amount: '800' });
    expect(form).not.toHaveProperty('reverse_transfer');
    expect(form).not.toHaveProperty('refund_application_fee');
    expect(await ledgerBalance(t.database.db, `teamPool:${teamId}`)).toBe(poolBefore + 760);
  });

  it('still reverses the transfer and fee when refunding a tip to one receiver', async () => {
    const other = await createReceiver(t.database.db, {}, { provider: 'stripe', accountId: 'acct_r2' });
    const { id } = await guestTip(other.user.id, 600);
    expect((await refund(id, other.token)).statusCode).toBe(200);
    expect(lastRefundForm()).toMatchObject({ reverse_transfer: 'true', refund_application_fee: 'true' });
  });

  it('reverses the transfer of a pool tip charged as a destination charge before pools had transfers', async () => {
    const legacy = await provider.charge({
      idempotencyKey: `legacy_${newKey()}`,
      intentId: newKey(),
      amount: 1000,
      currency: 'USD',
      applicationFee: 50,
      destinationAccountId: 'acct_teamowner1',
      paymentMethod: 'pm_card_visa',
      customerId: null,
      paymentType: 'card',
      description: 'Tip',
      transferGroup: null,
    });
    if (legacy.status !== 'succeeded') throw new Error('legacy charge failed');
    await provider.refund({
      paymentId: legacy.paymentId,
      amount: 1000,
      idempotencyKey: newKey(),
      pooled: true,
    });
    expect(lastRefundForm()).toMatchObject({ reverse_transfer: 'true', refund_application_fee: 'true' });
  });

  const share = (over: Partial<TransferRequest> = {}): TransferRequest => ({
    idempotencyKey: `pool-transfer-${newKey()}`,
    destinationAccountId: 'acct_member1',
    amount: 1234,
    currency: 'USD',
    transferGroup: poolTransferGroup(teamId),
    description: 'Tip pool share-out #1',
    ...over,
  });

  it('transfers a share to a connected account once per key, in the pool group', async () => {
    const request = share();
    const first = await provider.transfer(request);
    expect(first.transferId).toMatch(/^tr_/);
    const [call] = stripe.transferCalls().slice(-1);
    expect(call?.headers['idempotency-key']).toBe(request.idempotencyKey);
    expect(call?.form).toMatchObject({
      amount: '1234',
      currency: 'usd',
      destination: 'acct_member1',
      transfer_group: `pool_${teamId}`,
      description: 'Tip pool share-out #1',
      'metadata[transferKey]': request.idempotencyKey,
    });
    const paid = stripe.transfers.size;
    expect(await provider.transfer(request)).toEqual(first);
    expect(stripe.transfers.size).toBe(paid);
    // The same key for another amount is a mistake Stripe refuses; it pays nothing more.
    await expect(provider.transfer({ ...request, amount: 1 })).rejects.toThrow(/same parameters/);
    expect(stripe.transfers.size).toBe(paid);
  });

  it('converts the amount to Stripe units and refuses one Stripe cannot send, without calling it', async () => {
    await provider.transfer(share({ amount: 500, currency: 'ISK' }));
    expect(stripe.transferCalls().at(-1)?.form).toMatchObject({ amount: '50000', currency: 'isk' });
    const calls = stripe.transferCalls().length;
    await expect(provider.transfer(share({ amount: 1235, currency: 'KWD' }))).rejects.toThrow(
      TransferRefusedError,
    );
    expect(stripe.transferCalls()).toHaveLength(calls);
  });

  it('refuses an unknown destination for good, and tries a short balance again later', async () => {
    const unknown = provider.transfer(share({ destinationAccountId: 'acct_nobody' }));
    await expect(unknown).rejects.toThrow(TransferRefusedError);
    await expect(unknown).rejects.toThrow("No such destination: 'acct_nobody'");
    // Charges become available days after they are paid: the share waits, it is not lost.
    stripe.available.set('eur', 500);
    const short = provider.transfer(share({ amount: 501, currency: 'EUR' }));
    await expect(short).rejects.toThrow(ProviderUnavailableError);
    expect(await provider.transfer(share({ amount: 500, currency: 'EUR' }))).toMatchObject({
      transferId: expect.stringMatching(/^tr_/),
    });
  });

  it('maps a Stripe server error to ProviderUnavailableError; the retry with the key pays once', async () => {
    const request = share();
    stripe.failOnly = 'POST /v1/transfers';
    stripe.failNext = 2; // the SDK's own retry fails too
    await expect(provider.transfer(request)).rejects.toThrow(ProviderUnavailableError);
    const paid = stripe.transfers.size;
    const retried = await provider.transfer(request);
    expect(await provider.transfer(request)).toEqual(retried);
    expect(stripe.transfers.size).toBe(paid + 1);
  });

  it('maps Stripe out of reach (connection refused) to ProviderUnavailableError', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const offline = createStripeProvider({
      stripe: new Stripe('sk_test_fake', { host: '127.0.0.1', port, protocol: 'http', maxNetworkRetries: 0 }),
      publishableKey: null,
    });
    await expect(offline.transfer(share())).rejects.toThrow(ProviderUnavailableError);
  });
});
