import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../db/client.ts';
import { sandboxCharges } from '../../../db/schema/payments.ts';
import { openTestDatabase } from '../../../../test/test-database.ts';
import { secondConnection, type WatchedDb } from '../../../../test/second-connection.ts';
import { ProviderUnavailableError, type ChargeRequest } from '../payment-provider.ts';
import { NO_FAULTS, parseSandboxFaults } from './sandbox-fault-settings.ts';
import { slowAnswerMs, withSandboxFaults } from './sandbox-faults.ts';
import { createSandboxProvider } from './sandbox-provider.ts';
import { tokenizeSandboxCard } from './sandbox-tokenizer.ts';

const TIMEOUT_MS = 300;

describe('the sandbox provider with faults', () => {
  let database: Database;
  /** One connection only: a call left hanging must not be holding it. */
  let sandbox: WatchedDb;

  beforeAll(async () => {
    database = await openTestDatabase();
    sandbox = secondConnection(database, { max: 1 });
  });
  afterAll(async () => {
    await sandbox.close();
    await database.close();
  });

  const provider = (faults = '', random = () => 0.5) =>
    withSandboxFaults(createSandboxProvider(sandbox.db), {
      db: sandbox.db,
      settings: faults ? parseSandboxFaults(faults) : NO_FAULTS,
      timeoutMs: TIMEOUT_MS,
      random,
    });

  const cardToken = async (number = '4242424242424242') =>
    (
      await tokenizeSandboxCard(sandbox.db, {
        card: { number, expMonth: 12, expYear: 2099, cvc: '123' },
        now: new Date(),
      })
    ).token;

  const request = async (number?: string): Promise<ChargeRequest> => {
    const intentId = randomBytes(8).toString('hex');
    return {
      idempotencyKey: `tip_${intentId}`,
      intentId,
      amount: 1000,
      currency: 'USD',
      applicationFee: 50,
      destinationAccountId: `acct_sandbox_${randomBytes(8).toString('hex')}`,
      paymentMethod: await cardToken(number),
      customerId: null,
      paymentType: 'card',
      description: 'Tip',
      transferGroup: null,
    };
  };

  const chargesOf = (r: ChargeRequest) =>
    sandbox.db.$count(sandboxCharges, eq(sandboxCharges.intentId, r.intentId));

  /** Why the provider was unavailable (the cause of the ProviderUnavailableError it threw). */
  const unavailableBecause = async (call: Promise<unknown>) => {
    const error = await call.then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ProviderUnavailableError);
    return String((error as Error).cause);
  };

  const elapsed = async (work: Promise<unknown>) => {
    const start = Date.now();
    await work.catch(() => {});
    return Date.now() - start;
  };

  it('without faults charges and finds charges as the sandbox does', async () => {
    const r = await request();
    const paid = await provider().charge(r);
    expect(paid.status).toBe('succeeded');
    expect(await provider().findCharge(r)).toEqual(paid);
  });

  it('answers 5xx for the fraction drawn, charging nothing', async () => {
    const r = await request();
    await expect(provider('error=0.1', () => 0.05).charge(r)).rejects.toThrow(ProviderUnavailableError);
    expect(await chargesOf(r)).toBe(0);
    expect((await provider('error=0.1', () => 0.1).charge(r)).status).toBe('succeeded');
  });

  it('loses the answer of a charge it made, once: the same key then gets that charge', async () => {
    const r = await request();
    const lossy = provider('lost=1', () => 0);
    await expect(lossy.charge(r)).rejects.toThrow(ProviderUnavailableError);
    const [made] = await sandbox.db
      .select()
      .from(sandboxCharges)
      .where(eq(sandboxCharges.intentId, r.intentId));
    expect(made?.status).toBe('succeeded');
    expect(await lossy.charge(r)).toMatchObject({ status: 'succeeded', paymentId: made?.id });
    expect(await chargesOf(r)).toBe(1);
  });

  it('gives up a call left hanging after the timeout, holding no connection meanwhile', async () => {
    const r = await request('4000000000005043');
    const hanging = provider().charge(r);
    const rejected = unavailableBecause(hanging);
    // The sandbox's only connection answers other calls while that one hangs.
    const other = await request();
    expect((await provider().charge(other)).status).toBe('succeeded');
    expect(await rejected).toMatch(/no answer within 300 ms/);
    expect(await chargesOf(r)).toBe(0);
  });

  it('times out (draw) and is down for every call, as 5xx or hanging', async () => {
    const r = await request();
    expect(await elapsed(provider('timeout=1', () => 0).charge(r))).toBeGreaterThanOrEqual(TIMEOUT_MS - 5);
    expect(await chargesOf(r)).toBe(0);

    const down = provider('down=error');
    expect(await unavailableBecause(down.charge(r))).toMatch(/503 Service Unavailable/);
    await expect(down.findCharge(r)).rejects.toThrow(ProviderUnavailableError);
    await expect(
      down.refund({ paymentId: 'x', amount: 1, idempotencyKey: 'k', pooled: false }),
    ).rejects.toThrow(ProviderUnavailableError);
    expect(await unavailableBecause(provider('down=timeout').findCharge(r))).toMatch(/no answer within/);
    // What is not a call to the provider (the browser's tokenizing, the fingerprint) still answers.
    expect(await down.cardFingerprint(r.paymentMethod)).toEqual(expect.stringMatching(/^fp_sandbox_/));
  });

  it('adds the latency to every call and answers a slow card in time', async () => {
    expect(await elapsed(provider('latency=120').findCharge(await request()))).toBeGreaterThanOrEqual(115);
    const slow = await request('4000000000003006');
    let outcome: unknown;
    const took = await elapsed(
      provider()
        .charge(slow)
        .then((o) => (outcome = o)),
    );
    expect(took).toBeGreaterThanOrEqual(slowAnswerMs(TIMEOUT_MS) - 5);
    expect(outcome).toMatchObject({ status: 'succeeded' });
    expect(slowAnswerMs(10_000)).toBe(3000);
  });
});
