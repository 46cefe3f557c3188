import nodemailer from 'nodemailer';
import type { Mailer, MailMessage } from './mailer.ts';

export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(message: MailMessage) {
      await transport.sendMail({ from, ...message });
    },
  };
}
