import { randomUUID } from 'node:crypto';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { signInAs } from '../support/accounts';
import { e2eEnvironment } from '../support/e2e-environment';
import { switchChatOff } from '../support/operator';
import { createGiver, createReceiver, tipByApi } from '../support/tipping';

/**
 * Two people, two browsers: a signed-in giver tips a receiver; the receiver, whose page is already
 * open, hears of it without reloading, opens the conversation from the tip and thanks the giver,
 * who reads it live and answers. On the production parts the giver's browser talks to the second
 * API instance, so every live event crosses instances through Redis.
 */
async function openAs(
  browser: Browser,
  session: Parameters<typeof signInAs>[1],
  path: string,
  baseURL = e2eEnvironment().baseURL,
): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, baseURL });
  const page = await context.newPage();
  await signInAs(page, session, path);
  return page;
}

const menuLink = (page: Page, name: RegExp) =>
  page.getByRole('complementary').getByRole('navigation').getByRole('link', { name });

test('a tip becomes a conversation: notification live, thanks from the tip, the answer live', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const receiver = await createReceiver(request, 'chatrcv');
  const giver = await createGiver(request, 'chatgvr');

  const receiverPage = await openAs(browser, receiver.session, '/notifications');
  await expect(receiverPage.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
  await receiverPage.waitForLoadState('networkidle');
  // Linking the payout account may already have told them something; all of it is unread.
  const before = await receiverPage.getByTestId('notification').count();
  const unreadLabel = (count: number) =>
    count === 0 ? /^Notifications$/ : new RegExp(`Notifications.*${count} unread`);
  const giverPage = await openAs(browser, giver, '/chat', e2eEnvironment().secondURL);
  await expect(giverPage.getByRole('heading', { name: 'No data found' })).toBeVisible();

  await tipByApi(request, { payee: receiver.uniqueId, amount: 1000, giverToken: giver.accessToken });

  await test.step('the receiver sees the tip arrive without reloading', async () => {
    await expect(receiverPage.getByTestId('notification')).toHaveCount(before + 1);
    const notification = receiverPage.getByTestId('notification').first();
    await expect(notification).toContainText(`${giver.user.username} tipped you $10.00. You receive $9.50.`);
    await expect(notification).toHaveAttribute('data-read', 'false');
    await expect(menuLink(receiverPage, unreadLabel(before + 1))).toBeVisible();
    await expect(receiverPage.getByText('New tip: $10.00')).toBeVisible();
  });

  await test.step('opening it leads to the tip, which opens the conversation', async () => {
    await receiverPage.getByTestId('notification').first().click();
    await expect(receiverPage).toHaveURL(/\/home$/);
    await expect(menuLink(receiverPage, unreadLabel(before))).toBeVisible();
    await receiverPage.getByRole('button', { name: `Tip details: ${giver.user.username}` }).click();
    await receiverPage.getByRole('button', { name: `Message ${giver.user.username}` }).click();
    await expect(receiverPage).toHaveURL(/\/chat\?chatRoomId=/);
    await expect(receiverPage.getByRole('heading', { name: giver.user.username })).toBeVisible();
  });

  await test.step('the receiver thanks the giver, who sees it live', async () => {
    await receiverPage.getByLabel('Message', { exact: true }).fill('Thank you so much for the tip!');
    await receiverPage.getByRole('button', { name: 'Send' }).click();
    await expect(receiverPage.getByTestId('message-status')).toHaveText('Sent');

    const thread = giverPage.getByTestId('thread');
    await expect(thread).toContainText('Thank you so much for the tip!');
    await expect(thread).toContainText('1 unread message');
    await expect(menuLink(giverPage, /Chat.*1 unread/)).toBeVisible();
    await thread.click();
    await expect(
      giverPage.getByTestId('conversation').getByText('Thank you so much for the tip!'),
    ).toBeVisible();
    // The giver has read it: the receiver's mark turns to "Read" without reloading.
    await expect(receiverPage.getByTestId('message-status')).toHaveText('Read');
    await expect(menuLink(giverPage, /Chat/)).not.toContainText('unread');
  });

  await test.step('the giver answers, and markup stays text', async () => {
    await giverPage.getByLabel('Message', { exact: true }).fill('<b>You are welcome!</b>');
    await giverPage.getByLabel('Message', { exact: true }).press('Enter');
    const answer = receiverPage.getByTestId('conversation').getByText('<b>You are welcome!</b>');
    await expect(answer).toBeVisible();
    await expect(receiverPage.locator('.bubble b')).toHaveCount(0);
  });

  await test.step('filters: the receiver opened it (sent), the giver received it', async () => {
    for (const [page, sent, received] of [
      [receiverPage, 1, 0],
      [giverPage, 0, 1],
    ] as const) {
      await page.getByRole('tab', { name: 'Sent' }).click();
      if (sent) await expect(page.getByTestId('thread')).toHaveCount(1);
      else await expect(page.getByRole('heading', { name: 'No data found' })).toBeVisible();
      await page.getByRole('tab', { name: 'Received' }).click();
      if (received) await expect(page.getByTestId('thread')).toHaveCount(1);
      else await expect(page.getByRole('heading', { name: 'No data found' })).toBeVisible();
      await page.getByRole('tab', { name: 'All' }).click();
      await expect(page.getByTestId('thread')).toHaveCount(1);
    }
  });

  await test.step('on a phone the conversation opens full screen, with a way back', async () => {
    await giverPage.setViewportSize({ width: 375, height: 740 });
    await giverPage.goto('/chat');
    await giverPage.getByTestId('thread').click();
    await expect(giverPage).toHaveURL(/\/chatModal\?chatRoomId=/);
    await expect(giverPage.getByText('Thank you so much for the tip!')).toBeVisible();
    await giverPage.getByRole('link', { name: 'Back to conversations' }).click();
    await expect(giverPage).toHaveURL(/\/chat$/);
  });
});

test("a person whose chat an administrator disabled reads SPEC's sentence and cannot write", async ({
  browser,
  request,
}) => {
  const receiver = await createReceiver(request, 'chatoff');
  const giver = await createGiver(request, 'chatoffg');
  await tipByApi(request, { payee: receiver.uniqueId, amount: 500, giverToken: giver.accessToken });
  const opened = await request.post('/api/v1/user/chat/thread', {
    headers: { authorization: `Bearer ${giver.accessToken}` },
    data: { userId: receiver.id },
  });
  expect(opened.ok(), await opened.text()).toBe(true);
  const { thread } = ((await opened.json()) as { data: { thread: { id: string } } }).data;

  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  // The administrator switches the receiver's chat off from the shell.
  await switchChatOff(request, (receiver.session.user as unknown as { email: string }).email);
  await signInAs(page, receiver.session, `/chat?chatRoomId=${thread.id}`);
  const sentence =
    'You are not allowed to chat. You have been disabled by an administrator. Please contact support.';
  await expect(page.getByTestId('chat-disabled').first()).toHaveText(sentence);
  await expect(page.getByTestId('conversation')).toBeVisible();
  await expect(page.getByTestId('conversation').getByTestId('chat-disabled')).toHaveText(sentence);
  await expect(page.getByLabel('Message', { exact: true })).toHaveCount(0);
  // Nor around the screen: the server refuses with the same sentence.
  const refused = await request.post('/api/v1/message/createMessage', {
    headers: { authorization: `Bearer ${receiver.session.accessToken}` },
    data: { chatRoomId: thread.id, message: 'Hello?', clientId: randomUUID() },
  });
  expect(refused.status()).toBe(403);
  expect(((await refused.json()) as { message: string }).message).toBe(sentence);
  await context.close();
});
