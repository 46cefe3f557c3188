import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import type { MailMessage } from '../../integrations/mail/mailer.ts';
import { call, latestCode, registration } from './auth-test-helpers.ts';

describe('when the mail server is down', () => {
  let t: TestApp;
  const delivered: MailMessage[] = [];
  let mailServerUp = false;
  beforeAll(async () => {
    t = await createTestApp({
      deps: {
        mailer: {
          async send(message) {
            if (!mailServerUp) throw new Error('connect ECONNREFUSED 127.0.0.1:25');
            delivered.push(message);
          },
        },
      },
    });
  });
  afterAll(() => t.close());

  it('registration still succeeds and the code can be asked for again at once', async () => {
    const body = registration();
    const created = await call(t.app, '/auth/register', body);
    expect(created.statusCode).toBe(201);

    const failed = await call(t.app, '/auth/resendOTP', { email: body.email });
    expect(failed.statusCode).toBe(503);
    expect(failed.json()).toMatchObject({
      code: 'MAIL_UNAVAILABLE',
      message: 'We could not send the email just now. Please try again in a moment.',
    });

    mailServerUp = true;
    const resent = await call(t.app, '/auth/resendOTP', { email: body.email });
    expect(resent.statusCode).toBe(200);
    const code = latestCode(delivered, body.email);
    expect((await call(t.app, '/auth/verifyOTP', { email: body.email, otp: code })).statusCode).toBe(200);
  });
});
