import { eq } from 'drizzle-orm';
import webPush from 'web-push';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../../db/schema/notifications.ts';
import { createInlineJobQueue } from '../../jobs/inline-job-queue.ts';
import { createWebPushSender } from '../../integrations/push/web-push-sender.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createReceiver } from '../../../test/tips-fixtures.ts';
import { paidTip } from '../chat/chat-test-helpers.ts';
import { createInProcessLiveBus } from '../live/in-process-live-bus.ts';
import type { LiveEvent } from '../live/live-bus.ts';
import {
  asJson,
  browserSubscription,
  startPushService,
  subscribe,
  type TestPushService,
} from '../push/push-test-helpers.ts';

describe('what a paid tip owes its receiver, delivered once the tip committed', () => {
  const sender = createWebPushSender({ ...webPush.generateVAPIDKeys(), subject: 'mailto:push@opentip.test' });
  const liveBus = createInProcessLiveBus();
  const jobs = createInlineJobQueue();
  let t: TestApp;
  let service: TestPushService;
  beforeAll(async () => {
    t = await createTestApp({ deps: { push: sender, liveBus, jobs } });
    service = await startPushService();
  });
  afterAll(async () => {
    await t.close();
    await service.close();
  });

  const notificationIdsOf = async (userId: string) =>
    (await t.database.db.select().from(notifications).where(eq(notifications.userId, userId))).map(
      (n) => n.id,
    );
  const heardBy = async (userId: string) => {
    const heard: LiveEvent[] = [];
    await liveBus.subscribe(userId, (event) => heard.push(event));
    return heard;
  };

  it('tells the receiver live and pushes to the device they subscribed, once, from one job', async () => {
    const receiver = await createReceiver(t.database.db);
    const browser = browserSubscription(service.endpoint('subscribed-phone'));
    expect((await subscribe(t.app, receiver.token, asJson(browser))).statusCode).toBe(200);
    const heard = await heardBy(receiver.user.id);

    await paidTip(t.app, receiver.user.id);

    const [id] = await notificationIdsOf(receiver.user.id);
    expect(heard).toEqual([{ type: 'notifications', ids: [id] }]);
    expect(service.to(browser.endpoint)).toHaveLength(1);
    const delivering = jobs.sent.filter((job) => job.name === 'notifications-deliver');
    expect(delivering.at(-1)).toEqual({
      name: 'notifications-deliver',
      payload: { notifications: [[receiver.user.id, id]], pushIds: [id], mailIds: [] },
      inTransaction: true,
    });
  });

  it('owes no push to a receiver without a subscribed device, but still tells them live', async () => {
    const receiver = await createReceiver(t.database.db);
    const heard = await heardBy(receiver.user.id);

    await paidTip(t.app, receiver.user.id);

    const [id] = await notificationIdsOf(receiver.user.id);
    expect(heard).toEqual([{ type: 'notifications', ids: [id] }]);
    expect(jobs.sent.at(-1)).toEqual({
      name: 'notifications-deliver',
      payload: { notifications: [[receiver.user.id, id]], pushIds: [], mailIds: [] },
      inTransaction: true,
    });
  });
});
