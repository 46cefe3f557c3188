import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMTPServer } from 'smtp-server';
import { createSmtpMailer } from '../../integrations/mail/smtp-mailer.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { PASSWORD, call, registration } from './auth-test-helpers.ts';

interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
}

describe('sign-up over a real SMTP conversation', () => {
  const received: ReceivedMail[] = [];
  let smtp: SMTPServer;
  let t: TestApp;

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['AUTH', 'STARTTLS'],
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            raw: Buffer.concat(chunks).toString('utf8'),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const address = smtp.server.address();
    if (!address || typeof address === 'string') throw new Error('SMTP server has no port');
    t = await createTestApp({
      deps: {
        mailer: createSmtpMailer(`smtp://127.0.0.1:${address.port}`, 'OpenTip <no-reply@opentip.test>'),
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  });

  it('mails the verification code over SMTP; the code verifies the address and the user logs in', async () => {
    const body = registration();
    expect((await call(t.app, '/auth/register', body)).statusCode).toBe(201);

    const mail = received.find((m) => m.to.includes(body.email));
    if (!mail) throw new Error('no mail reached the SMTP server');
    expect(mail.from).toBe('no-reply@opentip.test');
    expect(mail.raw).toMatch(/^Subject: Your OpenTip verification code\r$/m);
    const code = mail.raw.match(/^(\d{5})\r$/m)?.[1];
    expect(code).toMatch(/^\d{5}$/);

    const verified = await call(t.app, '/auth/verifyOTP', { email: body.email, otp: code });
    expect(verified.json().message).toBe('OTP is verified successfully');
    const login = await call(t.app, '/auth/login', { email: body.email, password: PASSWORD });
    expect(login.statusCode).toBe(200);
    expect(login.json().data.user.email).toBe(body.email);
  });
});
