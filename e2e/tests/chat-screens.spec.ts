import { mkdirSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { signInAs } from '../support/accounts';
import { createGiver, createReceiver, tipByApi } from '../support/tipping';
import { checkScreen } from '../support/screens';

/**
 * /chat, /chatModal and /notifications on a phone (375 px) and a desktop (1280 px), in English and
 * right-to-left Arabic: nothing wider than the screen. With CHAT_SCREENS_DIR set, each is saved
 * there as a picture for a person to look at.
 */
const OUT = process.env.CHAT_SCREENS_DIR;
const VIEWPORTS = [
  { name: '375', width: 375, height: 740 },
  { name: '1280', width: 1280, height: 800 },
];

for (const lang of ['en', 'ar'] as const) {
  for (const viewport of VIEWPORTS) {
    test(`chat and notifications fit: ${lang} ${viewport.name} px`, async ({ page, request }) => {
      const tag = `${lang}-${viewport.name}`;
      if (OUT) mkdirSync(OUT, { recursive: true });
      const receiver = await createReceiver(request, 'shotrcv');
      const giver = await createGiver(request, 'shotgvr');
      const auth = { authorization: `Bearer ${receiver.session.accessToken}` };
      await tipByApi(request, { payee: receiver.uniqueId, amount: 1250, giverToken: giver.accessToken });
      const opened = await request.post('/api/v1/user/chat/thread', {
        headers: auth,
        data: { userId: giver.user.id },
      });
      const { thread } = ((await opened.json()) as { data: { thread: { id: string } } }).data;
      const say = (token: string, message: string) =>
        request.post('/api/v1/message/createMessage', {
          headers: { authorization: `Bearer ${token}` },
          data: { chatRoomId: thread.id, message, clientId: crypto.randomUUID() },
        });
      await say(receiver.session.accessToken, 'Thank you so much for the generous tip, see you next time!');
      await say(giver.accessToken, 'You were wonderful. The room was perfect.');
      await say(receiver.session.accessToken, 'شكرا جزيلا 🙏');

      await page.setViewportSize(viewport);
      await page.addInitScript((l) => window.localStorage.setItem('language', l), lang);
      await signInAs(page, receiver.session, '/notifications');

      const check = (name: string) => checkScreen(page, { lang, tag, name, out: OUT });

      // The tip, and the payout account linked for it.
      await expect(page.getByTestId('notification')).toHaveCount(2);
      await check('notifications');
      // A phone shows the list alone (a conversation opens on /chatModal), a desktop both.
      await page.goto(viewport.width < 768 ? '/chat' : `/chat?chatRoomId=${thread.id}`);
      await expect(page.getByTestId('thread')).toHaveCount(1);
      if (viewport.width >= 768) await expect(page.getByTestId('message')).toHaveCount(3);
      await check('chat');
      await page.goto(`/chatModal?chatRoomId=${thread.id}`);
      await expect(page.getByTestId('message')).toHaveCount(3);
      await check('chatModal');
    });
  }
}
