import type { MailMessage } from '../../integrations/mail/mailer.ts';

/** Administrators are few and set up by the operator: the mail is in English only. */
export function adminSetPasswordMail(options: { to: string; link: string }): MailMessage {
  return {
    to: options.to,
    subject: 'Your OpenTip administrator account',
    text: [
      'Hello,',
      '',
      'An OpenTip administrator account was prepared for this address.',
      'Choose your password here (the link works once, for 24 hours):',
      options.link,
      '',
      'You will then add the account to an authenticator app at your first sign-in.',
      'If you did not expect this, you can ignore this email.',
      '',
      'The OpenTip team',
    ].join('\n'),
  };
}
