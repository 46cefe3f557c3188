import type { APIRequestContext } from '@playwright/test';
import { e2eEnvironment } from './e2e-environment';

export interface Mail {
  subject: string;
  text: string;
}

/**
 * What an address received, newest first: from the SMTP capture server when the tests run on the
 * production parts, else from the development mailbox of the embedded defaults.
 */
export async function mailsTo(request: APIRequestContext, to: string): Promise<Mail[]> {
  const inbox = e2eEnvironment().mailURL;
  const url = inbox
    ? `${inbox}/mails?to=${encodeURIComponent(to)}`
    : `/api/v1/dev/mailbox?to=${encodeURIComponent(to)}`;
  const response = await request.get(url);
  if (!response.ok()) throw new Error(`Mailbox answered ${response.status()}: ${await response.text()}`);
  return ((await response.json()) as { data: { mails: Mail[] } }).data.mails;
}
