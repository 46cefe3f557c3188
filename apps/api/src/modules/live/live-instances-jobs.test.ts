import { and, eq, sql } from 'drizzle-orm';
import type { Redis } from 'ioredis';
import { openRedis } from '../../lib/redis-connection.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { notifications } from '../../db/schema/notifications.ts';
import { tips } from '../../db/schema/payments.ts';
import type { CardRailProvider } from '../../integrations/payments/payment-provider.ts';
import { createSandboxProvider } from '../../integrations/payments/sandbox/sandbox-provider.ts';
import { JOB_NAMES } from '../../jobs/job-catalogue.ts';
import type { JobHandler, JobHandlers } from '../../jobs/job-queue.ts';
import { createPgBossQueue, type PgBossQueue } from '../../jobs/pg-boss-queue.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { openTestDatabase } from '../../../test/test-database.ts';
import { createReceiver, giveTip, newKey, rowsOf, sandboxToken } from '../../../test/tips-fixtures.ts';
import type { Person } from '../teams/team-test-helpers.ts';
import { signedInLive, type LiveClient } from './live-test-helpers.ts';

// Runs when TEST_REDIS_URL is set (CI); vitest.config.ts includes this file only then.
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const quiet = { error() {}, warn() {} };
const fast = { pollIntervalSeconds: 0.5, maintenanceIntervalSeconds: 1, stopTimeoutMs: 1000 };
type Reconcile = JobHandler<'tips-reconcile'>;

interface Instance {
  name: string;
  t: TestApp;
  queue: PgBossQueue;
  /** The app's own handlers, as its queue received them at start. */
  handlers: JobHandlers;
}

describe('notifications made by jobs, across two API instances (one database, one Redis, pg-boss)', () => {
  const connections: Redis[] = [];
  let database: Database;
  let a: Instance;
  let b: Instance;
  let receiver: Person;
  /** When set, a tip request "dies" right after the provider charged: the tip is left pending. */
  let crashAfterCharge = false;
  const takenBy: string[] = [];

  /** An API instance on the shared database and Redis, with the real queue; nobody takes reconciles yet. */
  async function startInstance(name: string, payments: CardRailProvider): Promise<Instance> {
    const redis = openRedis(redisUrl);
    connections.push(redis);
    // Every job but tips-reconcile is worked as in production; the test says who takes reconciles.
    const queue = createPgBossQueue({
      db: database.db,
      log: quiet,
      timings: fast,
      clock: false,
      work: JOB_NAMES.filter((n) => n !== 'tips-reconcile'),
    });
    let handlers: JobHandlers | undefined;
    const t = await createTestApp({
      sharedDatabase: database,
      deps: {
        redis,
        payments,
        jobs: {
          send: (...args) => queue.send(...args),
          start: async (given) => {
            handlers = given;
            await queue.start(given);
          },
          stop: () => queue.stop(),
        },
      },
    });
    return { name, t, queue, handlers: handlers! };
  }

  /** `instance` takes reconcile jobs (with its real handler unless told otherwise). */
  const takeReconciles = (instance: Instance, handler: Reconcile = instance.handlers['tips-reconcile']) =>
    instance.queue.work('tips-reconcile', (payload) => {
      takenBy.push(instance.name);
      return handler(payload);
    });

  beforeAll(async () => {
    database = await openTestDatabase();
    const sandbox = createSandboxProvider(database.db);
    const payments: CardRailProvider = {
      ...sandbox,
      async charge(request) {
        const outcome = await sandbox.charge(request);
        if (crashAfterCharge) throw new Error('process died after the provider charged');
        return outcome;
      },
    };
    a = await startInstance('A', payments);
    b = await startInstance('B', payments);
    receiver = await createReceiver(database.db);
  });
  afterAll(async () => {
    await b?.t.close();
    await a?.t.close();
    await database?.close();
    for (const connection of connections) connection.disconnect();
  });

  /** A tip charged through `through` whose request died before recording it: reconciling settles it. */
  async function tipLeftPending(through: Instance): Promise<string> {
    const key = newKey();
    crashAfterCharge = true;
    const res = await giveTip(through.t.app, {
      key,
      body: {
        payee: receiver.user.id,
        amount: 1500,
        currency: 'USD',
        paymentType: 'card',
        paymentMethod: await sandboxToken(through.t.app),
      },
    }).finally(() => (crashAfterCharge = false));
    expect(res.statusCode).toBe(500);
    // Its request's lease on the tip has run out, as it has a minute after a crash.
    const [tip] = await database.db
      .update(tips)
      .set({ leaseExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(tips.idempotencyKey, key))
      .returning();
    expect(tip?.status).toBe('pending');
    return tip!.id;
  }

  const tipNotice = (socket: LiveClient, transactionId: string, timeoutMs: number) =>
    socket.next('notification', {
      timeoutMs,
      where: (f) =>
        f.notification.type === 'tipReceived' && f.notification.data.transactionId === transactionId,
    });
  const noticesOf = (socket: LiveClient, transactionId: string) =>
    socket.frames.filter(
      (f) => f.type === 'notification' && f.notification.data.transactionId === transactionId,
    );

  /** Starts `handler` and resolves once a job reached it, for "within a second of being made". */
  const whenTaken = (handler: Reconcile) => {
    let taken: () => void = () => {};
    const reached = new Promise<void>((resolve) => (taken = resolve));
    const wrapped: Reconcile = async (payload) => {
      taken();
      await handler(payload);
    };
    return { reached, wrapped };
  };

  it('brings the notification of a job taken on one instance to a socket on the other within a second', async () => {
    // Taken on A, the person's socket on B.
    const onB = await signedInLive(b.t.app, receiver.token);
    const onA_ = whenTaken(a.handlers['tips-reconcile']);
    const stopA = await takeReconciles(a, onA_.wrapped);
    const first = await tipLeftPending(b);
    await b.queue.send('tips-reconcile', {});
    await onA_.reached;
    expect(await tipNotice(onB, first, 1000)).toBeTruthy();
    await stopA();

    // And the other way round: taken on B, the socket on A.
    const onA = await signedInLive(a.t.app, receiver.token);
    const onB_ = whenTaken(b.handlers['tips-reconcile']);
    const stopB = await takeReconciles(b, onB_.wrapped);
    const second = await tipLeftPending(a);
    await a.queue.send('tips-reconcile', {});
    await onB_.reached;
    expect(await tipNotice(onA, second, 1000)).toBeTruthy();
    await stopB();

    expect(takenBy).toEqual(['A', 'B']);
    await Promise.all([onA.close(), onB.close()]);
  });

  it('lets the other instance take over when the one holding the job dies; the notification arrives once', async () => {
    takenBy.length = 0;
    const onB = await signedInLive(b.t.app, receiver.token);
    const pending = await tipLeftPending(b);

    // A takes the job and dies with it: it neither finishes nor releases it.
    const dying = whenTaken(() => new Promise<void>(() => {}));
    await takeReconciles(a, dying.wrapped);
    await b.queue.send('tips-reconcile', {});
    await dying.reached;
    const jobs = () =>
      rowsOf<{ id: string; state: string }>(
        database.db,
        sql`select id, state from pgboss.job where name = 'tips-reconcile' order by created_on`,
      );
    const held = (await jobs()).find((j) => j.state === 'active')!;
    expect(held).toBeDefined();
    const [tip] = await database.db.select().from(tips).where(eq(tips.id, pending));
    expect(tip?.status).toBe('pending');

    // B takes reconciles too, and the clock's next run (sent here) waits: one run at a time.
    await takeReconciles(b);
    await b.queue.send('tips-reconcile', {});
    // The held job's expiry (5 minutes) passes: B's maintenance fails it over, then B runs the next.
    await database.db.execute(
      sql`update pgboss.job set started_on = now() - interval '1 hour' where id = ${held.id}`,
    );
    await tipNotice(onB, pending, 10_000);

    // A later notification arrives after it: by then any second copy would have too.
    const later = await tipLeftPending(b);
    await b.queue.send('tips-reconcile', {});
    await tipNotice(onB, later, 10_000);
    expect(noticesOf(onB, pending)).toHaveLength(1);
    expect((await jobs()).find((j) => j.id === held.id)?.state).toBe('failed');
    expect(
      await database.db
        .select()
        .from(notifications)
        .where(
          and(
            eq(notifications.userId, receiver.user.id),
            sql`${notifications.data}->>'transactionId' = ${pending}`,
          ),
        ),
    ).toHaveLength(1);
    expect(takenBy).toEqual(['A', 'B', 'B']);
    await onB.close();
  });
});
