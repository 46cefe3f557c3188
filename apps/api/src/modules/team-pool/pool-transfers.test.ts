import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentAccounts, sandboxTransfers } from '../../db/schema/payments.ts';
import { teamPoolTransfers } from '../../db/schema/team-pool.ts';
import {
  ProviderUnavailableError,
  TransferRefusedError,
  type CardRailProvider,
} from '../../integrations/payments/payment-provider.ts';
import { createSandboxProvider } from '../../integrations/payments/sandbox/sandbox-provider.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { ledgerBalance } from '../../../test/tips-fixtures.ts';
import { accountKeys } from '../ledger/ledger-lines.ts';
import { call } from '../teams/team-test-helpers.ts';
import { payPendingTransfers } from './pool-transfers.service.ts';
import { addUnlinkedMember, newPoolTeam, poolDeps, postRun, shareOut, tipTeam } from './pool-test-helpers.ts';

interface RunTransfer {
  userId: string;
  amount: number;
  status: string;
}

describe("paying members' shares on to their accounts", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  const db = () => t.database.db;
  const transfersOfRun = (runId: string) =>
    db().select().from(teamPoolTransfers).where(eq(teamPoolTransfers.runId, runId));
  const accountOf = async (userId: string) =>
    (await db().select().from(paymentAccounts).where(eq(paymentAccounts.userId, userId)))[0]?.accountId;
  const sandboxTransfersTo = (accountId: string) =>
    db().select().from(sandboxTransfers).where(eq(sandboxTransfers.destination, accountId));

  it("pays each share to the member's linked account in the pool's transfer group", async () => {
    const team = await newPoolTeam(db(), { members: 2 });
    await tipTeam(t.app, team, 3001);
    const res = await postRun(t.app, team);
    expect(res.statusCode).toBe(200);
    const run = res.json().data.run;
    expect(run.transfers).toHaveLength(2);
    for (const transfer of run.transfers as RunTransfer[]) {
      expect(transfer.status).toBe('paid');
      const share = run.shares.find((s: { userId: string }) => s.userId === transfer.userId);
      expect(transfer.amount).toBe(share.amount);
      const made = await sandboxTransfersTo((await accountOf(transfer.userId))!);
      expect(made).toEqual([
        expect.objectContaining({
          amount: share.amount,
          currency: 'USD',
          transferGroup: `pool_${team.team.id}`,
        }),
      ]);
    }
    const rows = await transfersOfRun(run.id);
    expect(rows.every((r) => r.providerTransferId?.startsWith('tr_sandbox_'))).toBe(true);
  });

  it('keeps a share for a member without an account until they link one, then pays it', async () => {
    const team = await newPoolTeam(db(), { members: 1 });
    const newcomer = await addUnlinkedMember(db(), team);
    await tipTeam(t.app, team, 2000);
    const run = await shareOut(t, team);
    const waiting = (await transfersOfRun(run.id)).find((r) => r.userId === newcomer.user.id);
    expect(waiting).toMatchObject({ status: 'waitingForAccount', destinationAccountId: null });
    const balance = await ledgerBalance(db(), accountKeys.receiver(newcomer.user.id));
    expect(balance).toBe(-waiting!.amount);

    expect(await payPendingTransfers(poolDeps(t))).toMatchObject({ paid: 0 });
    const linked = await call(t.app, {
      method: 'POST',
      url: '/user/checkStripAccount',
      token: newcomer.token,
    });
    expect(linked.statusCode).toBe(200);
    expect(await payPendingTransfers(poolDeps(t))).toMatchObject({ paid: 1 });
    const [row] = (await transfersOfRun(run.id)).filter((r) => r.userId === newcomer.user.id);
    const accountId = await accountOf(newcomer.user.id);
    expect(row).toMatchObject({ status: 'paid', destinationAccountId: accountId });
    expect(await sandboxTransfersTo(accountId!)).toHaveLength(1);
    // The share was the member's balance already: paying it on does not move the ledger.
    expect(await ledgerBalance(db(), accountKeys.receiver(newcomer.user.id))).toBe(balance);
    // Asked again, nothing is paid twice.
    expect(await payPendingTransfers(poolDeps(t))).toEqual({ paid: 0, failed: 0, pending: 0 });
    expect(await sandboxTransfersTo(accountId!)).toHaveLength(1);
  });

  it('retries a transfer the provider could not take, once, and records one it refused', async () => {
    const team = await newPoolTeam(db(), { members: 2 });
    await tipTeam(t.app, team, 1000);
    const sandbox = createSandboxProvider(db());
    const [refusedFor] = team.members.map((m) => m.user.id);
    const flaky: CardRailProvider = {
      ...sandbox,
      async transfer(request) {
        const accountId = await accountOf(refusedFor!);
        if (request.destinationAccountId === accountId) throw new TransferRefusedError('Account closed.');
        throw new ProviderUnavailableError(new Error('ECONNRESET'));
      },
    };
    const run = await shareOut(t, team, { payments: flaky });
    const rows = await transfersOfRun(run.id);
    const refused = rows.find((r) => r.userId === refusedFor)!;
    const pending = rows.find((r) => r.userId !== refusedFor)!;
    expect(refused).toMatchObject({ status: 'failed', failureMessage: 'Account closed.', attempts: 1 });
    expect(pending).toMatchObject({ status: 'pending', attempts: 1 });

    expect(await payPendingTransfers(poolDeps(t, sandbox), { runId: run.id })).toEqual({
      paid: 1,
      failed: 0,
      pending: 0,
    });
    const after = await transfersOfRun(run.id);
    expect(after.find((r) => r.id === pending.id)).toMatchObject({ status: 'paid', attempts: 2 });
    expect(after.find((r) => r.id === refused.id)).toMatchObject({ status: 'failed' });
    expect(await sandboxTransfersTo(pending.destinationAccountId!)).toHaveLength(1);
  });
});
