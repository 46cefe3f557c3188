import type { Mailer } from '../integrations/mail/mailer.ts';
import type { JobQueue } from './job-queue.ts';

/**
 * A Mailer whose send() stores a `mail-send` job: the mail goes out from a worker, retried with
 * backoff while the mail server is down. For mail nobody waits on (receipts); a one-time code
 * is still sent directly, so its sender hears at once when it could not go (docs/conversations.md).
 */
export function createQueuedMailer(jobs: JobQueue): Mailer {
  return { send: (message) => jobs.send('mail-send', message) };
}
