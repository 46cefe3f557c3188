import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentAccounts, sandboxCharges, sandboxTransfers, tips } from '../../db/schema/payments.ts';
import { bearer } from '../../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import {
  createReceiver,
  createTeam,
  giveTip,
  ledgerBalance,
  newKey,
  sandboxToken,
} from '../../../test/tips-fixtures.ts';
import {
  TransferRefusedError,
  poolTransferGroup,
  type ChargeRequest,
  type TransferRequest,
} from './payment-provider.ts';
import { createSandboxProvider } from './sandbox/sandbox-provider.ts';

describe('team pools in sandbox mode: pool-group charges and transfers', () => {
  let t: TestApp;
  let teamId: string;
  let owner: { id: string; token: string; accountId: string };
  let receiverId: string;
  let memberAccount: string;
  const sandbox = () => createSandboxProvider(t.database.db);

  beforeAll(async () => {
    t = await createTestApp();
    const team = await createTeam(t.database.db);
    teamId = team.teamId;
    const [account] = await t.database.db
      .select()
      .from(paymentAccounts)
      .where(eq(paymentAccounts.userId, team.owner.user.id));
    owner = { id: team.owner.user.id, token: team.owner.token, accountId: account?.accountId ?? '' };
    receiverId = (await createReceiver(t.database.db)).user.id;
    memberAccount = (
      await sandbox().linkAccount({
        userId: newKey(),
        email: null,
        existingAccountId: null,
        returnUrl: 'http://localhost/',
        refreshUrl: 'http://localhost/',
      })
    ).accountId;
  });
  afterAll(() => t.close());

  const guestTip = async (payee: string, amount = 1000) => {
    const res = await giveTip(t.app, {
      body: { payee, amount, currency: 'USD', paymentType: 'card', paymentMethod: await sandboxToken(t.app) },
    });
    expect(res.statusCode).toBe(200);
    const id = res.json().data.transaction.id as string;
    const [charge] = await t.database.db.select().from(sandboxCharges).where(eq(sandboxCharges.intentId, id));
    return { id, charge };
  };

  it('records a tip to a team as a charge in the pool group, the pool credited as before', async () => {
    const poolBefore = await ledgerBalance(t.database.db, `teamPool:${teamId}`);
    const { charge } = await guestTip(owner.id);
    expect(charge).toMatchObject({
      status: 'succeeded',
      amount: 1000,
      transferGroup: `pool_${teamId}`,
      destination: owner.accountId,
    });
    expect(await ledgerBalance(t.database.db, `teamPool:${teamId}`)).toBe(poolBefore - 950);
  });

  it('records a tip to one receiver with no transfer group', async () => {
    const { charge } = await guestTip(receiverId);
    expect(charge).toMatchObject({ status: 'succeeded', transferGroup: null, applicationFee: 50 });
  });

  it('refunds a pooled tip as before', async () => {
    const { id, charge } = await guestTip(owner.id, 800);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/transactions/${id}/refund`,
      headers: bearer(owner.token),
      payload: {},
    });
    expect(res.statusCode).toBe(200);
    const [after] = await t.database.db
      .select()
      .from(sandboxCharges)
      .where(eq(sandboxCharges.id, charge?.id ?? ''));
    expect(after?.amountRefunded).toBe(800);
    const [tip] = await t.database.db.select().from(tips).where(eq(tips.id, id));
    expect(tip?.refundedAmount).toBe(800);
  });

  it('refuses a charge key reused for another transfer group, like any other parameter', async () => {
    const request: ChargeRequest = {
      idempotencyKey: `tip_${newKey()}`,
      intentId: newKey(),
      amount: 1000,
      currency: 'USD',
      applicationFee: 50,
      destinationAccountId: owner.accountId,
      paymentMethod: await sandboxToken(t.app),
      customerId: null,
      paymentType: 'card',
      description: 'Tip',
      transferGroup: poolTransferGroup(teamId),
    };
    const first = await sandbox().charge(request);
    expect(await sandbox().charge(request)).toEqual(first);
    await expect(sandbox().charge({ ...request, transferGroup: null })).rejects.toThrow(/other parameters/);
  });

  const share = (over: Partial<TransferRequest> = {}): TransferRequest => ({
    idempotencyKey: `pool-transfer-${newKey()}`,
    destinationAccountId: memberAccount,
    amount: 1234,
    currency: 'USD',
    transferGroup: poolTransferGroup(teamId),
    description: 'Tip pool share-out #1',
    ...over,
  });
  const transfersWithKey = (key: string) =>
    t.database.db.select().from(sandboxTransfers).where(eq(sandboxTransfers.idempotencyKey, key));

  it('transfers once per key: retries, even concurrent ones, answer the first transfer', async () => {
    const request = share();
    const answers = await Promise.all(Array.from({ length: 5 }, () => sandbox().transfer(request)));
    expect(new Set(answers.map((a) => a.transferId)).size).toBe(1);
    expect(answers[0]?.transferId).toMatch(/^tr_sandbox_[0-9a-f]{24}$/);
    expect(await sandbox().transfer(request)).toEqual(answers[0]);
    const rows = await transfersWithKey(request.idempotencyKey);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      id: answers[0]?.transferId,
      destination: memberAccount,
      amount: 1234,
      currency: 'USD',
      transferGroup: `pool_${teamId}`,
    });
  });

  it('refuses the same key with other parameters, paying nothing more', async () => {
    const request = share();
    await sandbox().transfer(request);
    await expect(sandbox().transfer({ ...request, amount: 1 })).rejects.toThrow(/other parameters/);
    await expect(
      sandbox().transfer({ ...request, destinationAccountId: 'acct_sandbox_0000000000000000' }),
    ).rejects.toThrow(/other parameters/);
    expect(await transfersWithKey(request.idempotencyKey)).toHaveLength(1);
  });

  it.each(['acct_nobody', 'acct_receiver1', 'acct_sandbox_XYZ'])(
    'refuses the destination %s with TransferRefusedError and records nothing',
    async (destinationAccountId) => {
      const request = share({ destinationAccountId });
      const refused = sandbox().transfer(request);
      await expect(refused).rejects.toThrow(TransferRefusedError);
      await expect(refused).rejects.toThrow('No such destination account.');
      expect(await transfersWithKey(request.idempotencyKey)).toHaveLength(0);
    },
  );

  it.each([0, -5, 1.5])('refuses an amount of %s minor units', async (amount) => {
    const request = share({ amount });
    await expect(sandbox().transfer(request)).rejects.toThrow(TransferRefusedError);
    expect(await transfersWithKey(request.idempotencyKey)).toHaveLength(0);
  });
});
