import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface CapturedMail {
  /** The Message-ID header as sent, e.g. `<receipt.<tipId>@bench.opentip.test>`; null when absent. */
  messageId: string | null;
  to: string[];
  subject: string;
  text: string;
  /** performance.now() when the message was whole (after its DATA), on the bench's clock. */
  at: number;
}

/**
 * A real SMTP server for benches, as `e2e/scripts/mail-capture.ts` is for the browser tests: takes
 * the API's mail over SMTP like a provider's server would, parses each message as a mail client
 * does and hands it to `onMail` (with its Message-ID, which the e2e listing leaves out). It outlives
 * the API processes it serves, so mail sent by a process killed later is still counted.
 */
export async function startSmtpCapture(
  onMail: (mail: CapturedMail) => void,
): Promise<{ smtpUrl: string; close(): Promise<void> }> {
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    // Many short connections at once (nodemailer opens one per mail without a pool).
    maxClients: 1000,
    async onData(stream, session, callback) {
      try {
        const parsed = await simpleParser(stream);
        onMail({
          messageId: parsed.messageId ?? null,
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          subject: parsed.subject ?? '',
          text: parsed.text ?? '',
          at: performance.now(),
        });
        callback();
      } catch (error) {
        callback(error as Error);
      }
    },
  });
  // A client killed mid-message (the API under kill -9) is not the server's error.
  smtp.on('error', () => undefined);
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const port = (smtp.server.address() as AddressInfo).port;
  return {
    smtpUrl: `smtp://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => smtp.close(() => resolve())),
  };
}

/** The tip a receipt is about: from its Message-ID (`receipt.<id>@…`), else its "Transaction: <id>" line. */
export function receiptTipId(mail: CapturedMail): string | null {
  const fromId = /<receipt\.([0-9a-f-]{36})@/i.exec(mail.messageId ?? '');
  if (fromId) return fromId[1]!.toLowerCase();
  const fromText = /Transaction: ([0-9a-f-]{36})/i.exec(mail.text);
  return fromText ? fromText[1]!.toLowerCase() : null;
}
