import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createDevMailbox } from '../../integrations/mail/dev-mailbox.ts';
import { createUser } from '../../../test/fixtures.ts';

describe('development mailbox', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('keeps mail sent without SMTP and shows it to the machine itself, by recipient', async () => {
    const mailbox = createDevMailbox(t.database.db, { info: () => undefined });
    await mailbox.send({ to: 'ana@example.test', subject: 'Your code', text: 'Code 12345' });
    await mailbox.send({ to: 'bo@example.test', subject: 'Other', text: 'Code 99999' });
    const res = await t.app.inject({
      url: '/api/v1/dev/mailbox?to=ANA@example.test',
      remoteAddress: '127.0.0.1',
    });
    expect(res.statusCode).toBe(200);
    const mails = res.json().data.mails;
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ to: 'ana@example.test', subject: 'Your code', text: 'Code 12345' });
  });

  it('is not there for any other address', async () => {
    const res = await t.app.inject({ url: '/api/v1/dev/mailbox', remoteAddress: '203.0.113.7' });
    expect(res.statusCode).toBe(404);
  });

  it('does not exist at all once SMTP is configured', async () => {
    const smtp = await createTestApp({ env: { SMTP_URL: 'smtp://127.0.0.1:2525' } });
    const res = await smtp.app.inject({ url: '/api/v1/dev/mailbox', remoteAddress: '127.0.0.1' });
    expect(res.statusCode).toBe(404);
    await smtp.close();
  });
});

describe("development chat switch (the administrator's command, for a running embedded server)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("switches a person's chat off and on for the machine itself, and nobody else", async () => {
    const { token } = await createUser(t.database.db, { email: 'chatter@example.test' });
    const flip = (disabled: boolean, remoteAddress = '127.0.0.1', email = 'Chatter@example.test') =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/dev/chat-switch',
        remoteAddress,
        payload: { email, disabled },
      });
    const profile = async () =>
      (
        await t.app.inject({ url: '/api/v1/user/profile', headers: { authorization: `Bearer ${token}` } })
      ).json().data.user;

    expect((await flip(true, '203.0.113.7')).statusCode).toBe(404);
    expect((await profile()).chatDisabled).toBe(false);
    expect((await flip(true)).statusCode).toBe(200);
    expect((await profile()).chatDisabled).toBe(true);
    expect((await flip(false)).statusCode).toBe(200);
    expect((await profile()).chatDisabled).toBe(false);
    const nobody = await flip(true, '127.0.0.1', 'nobody@example.test');
    expect(nobody.statusCode).toBe(404);
    expect(nobody.json()).toMatchObject({ code: 'USER_NOT_FOUND' });
  });
});
