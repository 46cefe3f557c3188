import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import webPush from 'web-push';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@opentip/shared/messages';
import { PUSH_SUBSCRIPTIONS_PER_PERSON } from '@opentip/shared/schemas/push.schema';
import { notifications } from '../../db/schema/notifications.ts';
import { pushSubscriptions } from '../../db/schema/push.ts';
import { createWebPushSender } from '../../integrations/push/web-push-sender.ts';
import { bearer } from '../../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createGiver, createReceiver } from '../../../test/tips-fixtures.ts';
import { paidTip } from '../chat/chat-test-helpers.ts';
import { deliverPushForNotifications } from './push-delivery.ts';
import {
  asJson,
  browserSubscription,
  queueLeavingPushToTheTest,
  startPushService,
  subscribe,
  unsubscribe,
  type TestPushService,
} from './push-test-helpers.ts';

const FCM = 'https://fcm.googleapis.com/fcm/send/';

describe('POST and DELETE /notifications/push-subscription', () => {
  const sender = createWebPushSender({ ...webPush.generateVAPIDKeys(), subject: 'mailto:push@opentip.test' });
  let t: TestApp;
  let service: TestPushService;
  beforeAll(async () => {
    // A clock that moves on at every reading, so registrations are ordered however fast they come.
    let tick = Date.now();
    t = await createTestApp({
      deps: { push: sender, now: () => new Date((tick += 1)), jobs: queueLeavingPushToTheTest() },
    });
    service = await startPushService();
  });
  afterAll(async () => {
    await t.close();
    await service.close();
  });

  const subscriptionsOf = (userId: string) =>
    t.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
  const notificationIdsOf = async (userId: string) =>
    (await t.database.db.select().from(notifications).where(eq(notifications.userId, userId))).map(
      (n) => n.id,
    );
  /** A guest's tip for the person, its notification pushed as the job queue would. */
  async function tipAndPush(receiverId: string) {
    const before = new Set(await notificationIdsOf(receiverId));
    await paidTip(t.app, receiverId);
    const made = (await notificationIdsOf(receiverId)).filter((id) => !before.has(id));
    await deliverPushForNotifications(t.database.db, sender, made);
  }
  const pushesTo = (endpoint: string) => service.to(endpoint).length;

  it('answers 401 without a live session', async () => {
    const body = asJson(browserSubscription(`${FCM}anonymous`));
    expect((await subscribe(t.app, undefined, body)).statusCode).toBe(401);
    expect((await subscribe(t.app, 'not-a-token', body)).statusCode).toBe(401);
    expect((await unsubscribe(t.app, undefined, { endpoint: body.endpoint })).statusCode).toBe(401);
  });

  it("keeps a browser's subscription and says so", async () => {
    const person = await createReceiver(t.database.db);
    const browser = browserSubscription(`${FCM}${randomBytes(8).toString('hex')}`);
    const res = await subscribe(t.app, person.token, asJson(browser));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      message: MESSAGES.pushSubscribed,
      data: { endpoint: browser.endpoint, subscribed: true },
    });
    // Registering again (the browser renewed its keys) keeps one row with the new keys.
    const renewed = { ...asJson(browser), keys: browserSubscription(browser.endpoint).keys };
    expect((await subscribe(t.app, person.token, renewed)).statusCode).toBe(200);
    const rows = await subscriptionsOf(person.user.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ endpoint: browser.endpoint, p256dh: renewed.keys.p256dh });
  });

  describe('refuses what is not a push subscription, with a 400 that says why', () => {
    let token: string;
    beforeAll(async () => {
      token = (await createReceiver(t.database.db)).token;
    });
    const good = () => asJson(browserSubscription(`${FCM}${randomBytes(8).toString('hex')}`));
    const point = browserSubscription(FCM).keys.p256dh;
    const offCurve = `B${'A'.repeat(86)}`;

    it.each([
      ['no endpoint', { keys: good().keys }, 'pushEndpointInvalid'],
      ['an endpoint that is not a URL', { ...good(), endpoint: 'push me' }, 'pushEndpointInvalid'],
      ['an endpoint of a number', { ...good(), endpoint: 42 }, 'pushEndpointInvalid'],
      [
        'a plain http endpoint',
        { ...good(), endpoint: 'http://fcm.googleapis.com/fcm/send/x' },
        'pushEndpointInvalid',
      ],
      [
        'a host that is no push service',
        { ...good(), endpoint: 'https://10.0.0.5/admin' },
        'pushEndpointInvalid',
      ],
      [
        'a look-alike host',
        { ...good(), endpoint: 'https://fcm.googleapis.com.evil.test/x' },
        'pushEndpointInvalid',
      ],
      [
        'an endpoint of 3000 characters',
        { ...good(), endpoint: `${FCM}${'a'.repeat(3000)}` },
        'pushEndpointInvalid',
      ],
      ['no keys', { endpoint: good().endpoint }, 'pushKeysInvalid'],
      [
        'a short p256dh',
        { ...good(), keys: { ...good().keys, p256dh: point.slice(0, 40) } },
        'pushKeysInvalid',
      ],
      [
        'a p256dh off the curve',
        { ...good(), keys: { ...good().keys, p256dh: offCurve } },
        'pushKeysInvalid',
      ],
      [
        'an auth secret of 8 bytes',
        { ...good(), keys: { ...good().keys, auth: 'AAAAAAAAAAA' } },
        'pushKeysInvalid',
      ],
    ] as const)('%s', async (_case, body, key) => {
      const res = await subscribe(t.app, token, body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, message: MESSAGES[key] });
    });

    it('answers a body that is not JSON with a 400, never a 500', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/notifications/push-subscription',
        headers: { ...bearer(token), 'content-type': 'application/json' },
        payload: '{"endpoint":',
      });
      expect(res.statusCode).toBe(400);
    });
  });

  it('moves an endpoint to the person who registers it last: the previous one is no longer pushed there', async () => {
    const first = await createReceiver(t.database.db);
    const second = await createReceiver(t.database.db);
    const browser = browserSubscription(service.endpoint('shared-tablet'));
    await subscribe(t.app, first.token, asJson(browser));
    await subscribe(t.app, second.token, asJson(browser));
    expect(await subscriptionsOf(first.user.id)).toEqual([]);

    await tipAndPush(first.user.id);
    expect(pushesTo(browser.endpoint)).toBe(0);
    await tipAndPush(second.user.id);
    expect(pushesTo(browser.endpoint)).toBe(1);
  });

  it('stops pushing to a device once its person signed out there', async () => {
    const person = await createReceiver(t.database.db);
    const browser = browserSubscription(service.endpoint('signed-out'));
    await subscribe(t.app, person.token, asJson(browser));
    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/logout',
      headers: bearer(person.token),
    });
    expect(logout.statusCode).toBe(200);
    const other = await createGiver(t.database.db);
    await paidTip(t.app, person.user.id, other.token);
    await tipAndPush(person.user.id);
    expect(pushesTo(browser.endpoint)).toBe(0);
    expect(await subscriptionsOf(person.user.id)).toEqual([]);
  });

  it("removes only the caller's own subscription on DELETE", async () => {
    const owner = await createReceiver(t.database.db);
    const stranger = await createReceiver(t.database.db);
    const browser = browserSubscription(service.endpoint('deleted'));
    await subscribe(t.app, owner.token, asJson(browser));

    const theirs = await unsubscribe(t.app, stranger.token, { endpoint: browser.endpoint });
    expect(theirs.statusCode).toBe(200);
    expect(theirs.json().data).toEqual({ endpoint: browser.endpoint, removed: false });
    expect(await subscriptionsOf(owner.user.id)).toHaveLength(1);

    const mine = await unsubscribe(t.app, owner.token, { endpoint: browser.endpoint });
    expect(mine.json()).toMatchObject({ message: MESSAGES.pushUnsubscribed, data: { removed: true } });
    await tipAndPush(owner.user.id);
    expect(pushesTo(browser.endpoint)).toBe(0);

    expect((await unsubscribe(t.app, owner.token, {})).statusCode).toBe(400);
  });

  it.each([410, 404])('forgets a subscription the push service answers %i for', async (status) => {
    const person = await createReceiver(t.database.db);
    const gone = browserSubscription(service.endpoint(`gone-${status}`));
    const alive = browserSubscription(service.endpoint(`alive-${status}`));
    for (const device of [gone, alive]) await subscribe(t.app, person.token, asJson(device));
    service.answer(gone.endpoint, status);

    await tipAndPush(person.user.id);
    expect((await subscriptionsOf(person.user.id)).map((s) => s.endpoint)).toEqual([alive.endpoint]);
    await tipAndPush(person.user.id);
    expect(pushesTo(gone.endpoint)).toBe(1);
    expect(pushesTo(alive.endpoint)).toBe(2);
  });

  it(`keeps a person's ${PUSH_SUBSCRIPTIONS_PER_PERSON} most recently registered devices`, async () => {
    const person = await createReceiver(t.database.db);
    const devices = Array.from({ length: PUSH_SUBSCRIPTIONS_PER_PERSON + 1 }, (_, i) =>
      browserSubscription(`${FCM}device-${i}-${randomBytes(4).toString('hex')}`),
    );
    for (const device of devices) {
      expect((await subscribe(t.app, person.token, asJson(device))).statusCode).toBe(200);
    }
    const kept = (await subscriptionsOf(person.user.id)).map((s) => s.endpoint).sort();
    expect(kept).toEqual(
      devices
        .slice(1)
        .map((d) => d.endpoint)
        .sort(),
    );
  });

  it('does not push a notification already read on another device', async () => {
    const person = await createReceiver(t.database.db);
    const browser = browserSubscription(service.endpoint('read-elsewhere'));
    await subscribe(t.app, person.token, asJson(browser));
    await paidTip(t.app, person.user.id);
    const read = await t.app.inject({
      method: 'POST',
      url: '/api/v1/notifications/read',
      headers: bearer(person.token),
      payload: { all: true },
    });
    expect(read.statusCode).toBe(200);
    await deliverPushForNotifications(t.database.db, sender, await notificationIdsOf(person.user.id));
    expect(pushesTo(browser.endpoint)).toBe(0);
  });
});
