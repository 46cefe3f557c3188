import { eq } from 'drizzle-orm';
import { importJWK, jwtVerify } from 'jose';
import webPush from 'web-push';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../../db/schema/notifications.ts';
import { pushSubscriptions } from '../../db/schema/push.ts';
import { createWebPushSender } from '../../integrations/push/web-push-sender.ts';
import { PushServiceUnavailable } from '../../integrations/push/push-sender.ts';
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
  type TestPushService,
} from './push-test-helpers.ts';

const SUBJECT = 'mailto:push-test@opentip.test';
const DAY_SECONDS = 24 * 60 * 60;

/** RFC 8292: `Authorization: vapid t=<JWT>, k=<public key>`, the JWT signed ES256 with that key. */
async function verifyVapid(authorization: string | undefined) {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(authorization ?? '');
  if (!match?.[1] || !match[2]) throw new Error(`not a VAPID authorization: ${authorization}`);
  const point = Buffer.from(match[2], 'base64url');
  const key = await importJWK(
    {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33, 65).toString('base64url'),
    },
    'ES256',
  );
  const { payload, protectedHeader } = await jwtVerify(match[1], key, { algorithms: ['ES256'] });
  return { publicKey: match[2], payload, protectedHeader };
}

describe('Web Push to a push service (VAPID, aes128gcm)', () => {
  const vapid = { ...webPush.generateVAPIDKeys(), subject: SUBJECT };
  const sender = createWebPushSender(vapid);
  let t: TestApp;
  let service: TestPushService;
  beforeAll(async () => {
    t = await createTestApp({ deps: { push: sender, jobs: queueLeavingPushToTheTest() } });
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

  it("brings a tip to the receiver's browser, signed by the server and readable with the browser's keys", async () => {
    const receiver = await createReceiver(t.database.db);
    const giver = await createGiver(t.database.db);
    const browser = browserSubscription(service.endpoint('receiver-phone'));
    expect((await subscribe(t.app, receiver.token, asJson(browser))).statusCode).toBe(200);
    await paidTip(t.app, receiver.user.id, giver.token);
    const [notificationId, ...others] = await notificationIdsOf(receiver.user.id);
    expect(others).toEqual([]);

    const before = Math.floor(Date.now() / 1000);
    await deliverPushForNotifications(t.database.db, sender, [notificationId ?? '']);
    const pushes = service.to(browser.endpoint);
    expect(pushes).toHaveLength(1);
    const push = pushes[0]!;
    expect(push.method).toBe('POST');
    expect(push.headers['content-encoding']).toBe('aes128gcm');
    expect(push.headers.ttl).toBe(String(DAY_SECONDS));

    const { publicKey, payload, protectedHeader } = await verifyVapid(push.headers.authorization);
    expect(protectedHeader.alg).toBe('ES256');
    expect(publicKey).toBe(vapid.publicKey);
    expect(payload.aud).toBe(service.origin);
    expect(payload.sub).toBe(SUBJECT);
    expect(payload.exp).toBeGreaterThan(before);
    expect(payload.exp).toBeLessThanOrEqual(Math.ceil(Date.now() / 1000) + DAY_SECONDS);

    expect(JSON.parse(browser.decrypt(push.body))).toEqual({
      title: 'New tip',
      body: `${giver.user.username} sent you a tip of $10.00.`,
      url: '/home',
      tag: `opentip-${notificationId}`,
      dir: 'ltr',
      lang: 'en',
      notificationId,
      type: 'tipReceived',
    });
    // Another browser's keys cannot read it: the payload is encrypted for this subscription only.
    expect(() => browserSubscription(browser.endpoint).decrypt(push.body)).toThrow();
    expect(push.body.toString('utf8')).not.toContain('tip');
  });

  it("words the push in the person's language, Arabic right to left", async () => {
    const receiver = await createReceiver(t.database.db, { lang: 'ar' });
    const browser = browserSubscription(service.endpoint('arabic-phone'));
    await subscribe(t.app, receiver.token, asJson(browser));
    await paidTip(t.app, receiver.user.id);
    await deliverPushForNotifications(t.database.db, sender, await notificationIdsOf(receiver.user.id));
    const [push] = service.to(browser.endpoint);
    const shown = JSON.parse(browser.decrypt(push!.body)) as Record<string, string>;
    expect(shown).toMatchObject({ title: 'إكرامية جديدة', dir: 'rtl', lang: 'ar' });
    // A guest's tip names nobody.
    expect(shown.body).toMatch(/^تلقيت إكرامية بقيمة .+\.$/);
  });

  it('reaches every device of the person and asks for a retry when one push service is down', async () => {
    const receiver = await createReceiver(t.database.db, { lang: 'de' });
    const phone = browserSubscription(service.endpoint('de-phone'));
    const laptop = browserSubscription(service.endpoint('de-laptop'));
    for (const device of [phone, laptop]) await subscribe(t.app, receiver.token, asJson(device));
    service.answer(laptop.endpoint, 503);
    await paidTip(t.app, receiver.user.id);
    const ids = await notificationIdsOf(receiver.user.id);

    await expect(deliverPushForNotifications(t.database.db, sender, ids)).rejects.toBeInstanceOf(
      PushServiceUnavailable,
    );
    expect(JSON.parse(phone.decrypt(service.to(phone.endpoint)[0]!.body))).toMatchObject({
      title: 'Neues Trinkgeld',
      body: 'Du hast ein Trinkgeld von 10,00\u00a0$ erhalten.',
    });
    expect(service.to(laptop.endpoint)).toHaveLength(1);

    // The service is back: the retried job delivers, and the phone's copy carries the same tag.
    service.answer(laptop.endpoint, 201);
    await deliverPushForNotifications(t.database.db, sender, ids);
    const [first, again] = service.to(phone.endpoint).map((p) => JSON.parse(phone.decrypt(p.body)).tag);
    expect(again).toBe(first);
    expect(JSON.parse(laptop.decrypt(service.to(laptop.endpoint)[1]!.body)).tag).toBe(first);
    const left = await t.database.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, receiver.user.id));
    expect(left).toHaveLength(2);
  });

  it('asks for a retry when the push service says too many requests', async () => {
    const receiver = await createReceiver(t.database.db);
    const browser = browserSubscription(service.endpoint('busy'));
    await subscribe(t.app, receiver.token, asJson(browser));
    service.answer(browser.endpoint, 429);
    await paidTip(t.app, receiver.user.id);
    await expect(
      deliverPushForNotifications(t.database.db, sender, await notificationIdsOf(receiver.user.id)),
    ).rejects.toMatchObject({ status: 429 });
  });
});
