import { and, eq } from 'drizzle-orm';
import webPush from 'web-push';
import type { Language } from '@opentip/shared/occupations';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../../db/schema/notifications.ts';
import { users } from '../../db/schema/users.ts';
import { createInlineJobQueue } from '../../jobs/inline-job-queue.ts';
import { createWebPushSender } from '../../integrations/push/web-push-sender.ts';
import { creditTip, withdraw } from '../../../test/payouts-fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createReceiver } from '../../../test/tips-fixtures.ts';
import { pushPayloadOf } from '../push/push-message.ts';
import {
  asJson,
  browserSubscription,
  startPushService,
  subscribe,
  type TestPushService,
} from '../push/push-test-helpers.ts';
import {
  addLinkedMember,
  newPoolTeam,
  postRun,
  tipTeam,
  type PoolTeam,
} from '../team-pool/pool-test-helpers.ts';
import { call } from '../teams/team-test-helpers.ts';

/** Issue 27: share-outs, contests, their answers and payouts reach the people they concern. */
describe('notifications of money moved for a person', () => {
  const jobs = createInlineJobQueue();
  const sender = createWebPushSender({ ...webPush.generateVAPIDKeys(), subject: 'mailto:push@opentip.test' });
  let t: TestApp;
  let service: TestPushService;
  beforeAll(async () => {
    t = await createTestApp({ deps: { jobs, push: sender } });
    service = await startPushService();
  });
  afterAll(async () => {
    await t.close();
    await service.close();
  });
  const db = () => t.database.db;

  const told = (userId: string, type?: string) =>
    db()
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, userId), type ? eq(notifications.type, type as never) : undefined));
  /** The delivery job that carries the notification: sent in the event's own transaction. */
  const deliveryOf = (notificationId: string) =>
    jobs.sent.find(
      (job) =>
        job.name === 'notifications-deliver' &&
        (job.payload as { notifications: [string, string][] }).notifications.some(
          ([, id]) => id === notificationId,
        ),
    ) as { payload: { pushIds: string[]; mailIds: string[] }; inTransaction: boolean } | undefined;
  const speaks = (userId: string, lang: Language) =>
    db().update(users).set({ lang }).where(eq(users.id, userId));

  /** A team of two linked members and an admin, tipped, shared out by the owner on demand. */
  async function sharedTeam(): Promise<{ team: PoolTeam; admin: PoolTeam['owner']; runId: string }> {
    const team = await newPoolTeam(db(), { members: 2 });
    const admin = await addLinkedMember(db(), team, { admin: true });
    await tipTeam(t.app, team, 2000);
    const res = await postRun(t.app, team);
    expect(res.statusCode).toBe(200);
    return { team, admin, runId: res.json().data.run.id as string };
  }

  it('tells every member given a share their own amount, in the share-out transaction, pushing only to subscribed devices', async () => {
    const team = await newPoolTeam(db(), { members: 2 });
    const [phoneOwner, other] = team.members;
    const browser = browserSubscription(service.endpoint('member-phone'));
    expect((await subscribe(t.app, phoneOwner!.token, asJson(browser))).statusCode).toBe(200);
    await tipTeam(t.app, team, 2000);
    const res = await postRun(t.app, team);
    expect(res.statusCode).toBe(200);
    const run = res.json().data.run as {
      id: string;
      seq: number;
      shares: { userId: string; amount: number }[];
    };

    for (const member of [phoneOwner!, other!]) {
      const [notification, ...more] = await told(member.user.id, 'poolShareReceived');
      expect(more).toEqual([]);
      const share = run.shares.find((s) => s.userId === member.user.id);
      expect(share?.amount).toBeGreaterThan(0);
      expect(notification?.data).toMatchObject({
        runId: run.id,
        runSeq: run.seq,
        currency: 'USD',
        amount: share?.amount,
        team: { id: team.team.id, name: team.team.name, code: team.team.code },
      });
      const delivery = deliveryOf(notification!.id);
      expect(delivery?.inTransaction).toBe(true);
      expect(delivery?.payload.pushIds).toEqual(member === phoneOwner ? [notification!.id] : []);
      // A share is not mailed: nobody chose mail for it.
      expect(delivery?.payload.mailIds).toEqual([]);
    }
    expect(service.to(browser.endpoint)).toHaveLength(1);
    // The owner shares nothing and hears nothing of their own share-out.
    expect(await told(team.owner.user.id, 'poolShareReceived')).toEqual([]);
  });

  it('tells the owner and admins of a contest, and the member of its answer, each in the transaction', async () => {
    const { team, admin, runId } = await sharedTeam();
    const member = team.members[0]!;
    const contested = await call(t.app, {
      method: 'POST',
      url: '/teams/pool/contests',
      token: member.token,
      payload: { runId, reason: 'My hours were 8, not 4.' },
    });
    expect(contested.statusCode).toBe(201);
    const contestId = contested.json().data.contest.id as string;

    for (const manager of [team.owner, admin]) {
      const [notification] = await told(manager.user.id, 'poolRunContested');
      expect(notification?.data).toMatchObject({
        contestId,
        runId,
        runSeq: 1,
        from: { id: member.user.id, username: member.user.username },
        team: { id: team.team.id, name: team.team.name },
      });
      expect(deliveryOf(notification!.id)?.inTransaction).toBe(true);
    }
    expect(await told(member.user.id, 'poolRunContested')).toEqual([]);
    expect(await told(team.members[1]!.user.id, 'poolRunContested')).toEqual([]);

    const answered = await call(t.app, {
      method: 'POST',
      url: '/teams/pool/contests/answer',
      token: admin.token,
      payload: { contestId, answer: 'Checked the rota: 4 hours is right.' },
    });
    expect(answered.statusCode).toBe(200);
    const [answer] = await told(member.user.id, 'poolContestAnswered');
    expect(answer?.data).toMatchObject({
      contestId,
      runId,
      runSeq: 1,
      answer: 'Checked the rota: 4 hours is right.',
      from: { id: admin.user.id },
      team: { id: team.team.id },
    });
    expect(deliveryOf(answer!.id)?.inTransaction).toBe(true);
    expect(await told(admin.user.id, 'poolContestAnswered')).toEqual([]);
  });

  it('tells a receiver what reached their account when a payout is paid, and mails nothing', async () => {
    const receiver = await createReceiver(db());
    await creditTip(db(), { userId: receiver.user.id, provider: 'sandbox', net: 10_000, hoursAgo: 72 });
    const mailsBefore = t.mails.length;
    const res = await withdraw(t.app, receiver.token, { provider: 'sandbox', currency: 'USD', amount: 4000 });
    expect(res.json().data.payout.status).toBe('paid');
    const [paid, ...more] = await told(receiver.user.id);
    expect(more).toEqual([]);
    expect(paid).toMatchObject({
      type: 'payoutPaid',
      data: { payoutId: res.json().data.payout.id, provider: 'sandbox', currency: 'USD', amount: 3965 },
    });
    expect(deliveryOf(paid!.id)).toMatchObject({
      inTransaction: true,
      payload: { pushIds: [], mailIds: [] },
    });
    expect(t.mails.length).toBe(mailsBefore);
  });

  it('tells a receiver a payout failed and mails them, once, in their language, what to do', async () => {
    const receiver = await createReceiver(db(), {}, { accountId: 'acct_closed_elsewhere' });
    await speaks(receiver.user.id, 'fr');
    await creditTip(db(), { userId: receiver.user.id, provider: 'sandbox', net: 5000 });
    const res = await withdraw(t.app, receiver.token, { provider: 'sandbox', currency: 'USD', amount: 2000 });
    expect(res.json().data.payout.status).toBe('failed');
    const [failed] = await told(receiver.user.id, 'payoutFailed');
    expect(failed?.data).toMatchObject({
      amount: 2000,
      currency: 'USD',
      reason: 'No such destination account.',
    });
    const delivery = deliveryOf(failed!.id);
    expect(delivery).toMatchObject({ inTransaction: true, payload: { mailIds: [failed!.id] } });

    const mails = t.mails.filter((mail) => mail.to === receiver.user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe("Votre retrait OpenTip n'est pas arrivé");
    expect(mails[0]?.text).toContain('Votre retrait de 20,00');
    expect(mails[0]?.text).toContain('No such destination account.');
    expect(mails[0]?.text).toMatch(/retirez à nouveau ici :\nhttps?:\/\/[^\n]+\/stripe\n/);
  });

  it('words the push of each new kind in the person’s language', () => {
    const team = { id: 't', name: 'sunset.housekeeping', code: 'SUN1' };
    const cases = [
      { type: 'poolShareReceived', data: { amount: 1250, currency: 'USD', runSeq: 3, team } },
      { type: 'poolRunContested', data: { runSeq: 3, team, from: { id: 'u', username: 'maria' } } },
      { type: 'poolContestAnswered', data: { runSeq: 3, team, answer: 'ok' } },
      { type: 'payoutPaid', data: { amount: 3965, currency: 'USD', provider: 'stripe' } },
    ];
    const en = cases.map((n, i) => pushPayloadOf({ id: String(i), ...n }, 'en'));
    expect(en.map((p) => [p.title, p.body, p.url])).toEqual([
      ['Team pool shared out', 'Your share from sunset.housekeeping: $12.50.', '/teamPool'],
      ['Share-out contested', 'maria contests share-out #3 of sunset.housekeeping.', '/teamPool'],
      ['Contest answered', 'Your contest of share-out #3 of sunset.housekeeping was answered.', '/teamPool'],
      ['Payout paid', '$39.65 was paid out to your account.', '/connectedAccount'],
    ]);
    const ar = cases.map((n, i) => pushPayloadOf({ id: String(i), ...n }, 'ar'));
    expect(ar.every((p) => p.dir === 'rtl' && p.lang === 'ar')).toBe(true);
    expect(ar[0]?.title).toBe('تم توزيع صندوق الفريق');
    expect(ar[1]?.body).toBe('يعترض maria على التوزيع رقم 3 في sunset.housekeeping.');
  });
});
