import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

interface CapturedMail {
  to: string[];
  subject: string;
  text: string;
  receivedAt: string;
}

/**
 * The browser tests' mail server: takes real SMTP from the API (as a provider's would), parses each
 * message as a mail client does, and lists what an address received over HTTP, newest first, in
 * the development mailbox's shape, so a test reads its inbox the same way on either.
 */
export async function startMailCapture(listing: URL): Promise<{ smtpUrl: string; close(): Promise<void> }> {
  const mails: CapturedMail[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    async onData(stream, session, callback) {
      try {
        const parsed = await simpleParser(stream);
        mails.unshift({
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          subject: parsed.subject ?? '',
          text: parsed.text ?? '',
          receivedAt: new Date().toISOString(),
        });
        callback();
      } catch (error) {
        callback(error as Error);
      }
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const smtpPort = (smtp.server.address() as AddressInfo).port;

  const http = createServer((request, response) => {
    const to = new URL(request.url ?? '/', listing).searchParams.get('to')?.toLowerCase();
    const found = to ? mails.filter((m) => m.to.includes(to)) : mails;
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ data: { mails: found } }));
  });
  await new Promise<void>((resolve) => http.listen(Number(listing.port), listing.hostname, resolve));

  return {
    smtpUrl: `smtp://127.0.0.1:${smtpPort}`,
    close: async () => {
      await new Promise((resolve) => http.close(resolve));
      await new Promise((resolve) => smtp.close(() => resolve(undefined)));
    },
  };
}
