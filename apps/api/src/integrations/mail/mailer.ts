export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  /** The Message-ID header (`<...@...>`): the same mail sent twice is one mail in a mailbox. */
  messageId?: string;
}

/** Sends mail: over SMTP when SMTP_URL is set, otherwise into the development mailbox. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}
