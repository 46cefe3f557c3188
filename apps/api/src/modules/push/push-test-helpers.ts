// Test helpers of Web Push (only tests import this file): a browser's side of a subscription and a
// push service on the loopback interface, built from node:crypto and node:http alone.
import { createDecipheriv, createECDH, hkdfSync, randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { bearer } from '../../../test/fixtures.ts';
import { createInlineJobQueue } from '../../jobs/inline-job-queue.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';

/** What a browser keeps of its subscription: the P-256 key pair and auth secret it made. */
export interface BrowserSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  /** Decrypts a push body (RFC 8291 over RFC 8188 aes128gcm) as the browser does. */
  decrypt(body: Buffer): string;
}

export function browserSubscription(endpoint: string): BrowserSubscription {
  const ecdh = createECDH('prime256v1');
  const uaPublic = ecdh.generateKeys();
  const authSecret = randomBytes(16);
  return {
    endpoint,
    keys: { p256dh: uaPublic.toString('base64url'), auth: authSecret.toString('base64url') },
    decrypt(body) {
      // RFC 8188 header: salt (16) | record size (4) | key id length (1) | key id (the sender's public key).
      const salt = body.subarray(0, 16);
      const idLength = body.readUInt8(20);
      const asPublic = body.subarray(21, 21 + idLength);
      const record = body.subarray(21 + idLength);
      if (record.length > body.readUInt32BE(16)) throw new Error('more than one record');
      // RFC 8291 section 3.4: the input keying material from the shared secret and the auth secret.
      const ecdhSecret = ecdh.computeSecret(asPublic);
      const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), uaPublic, asPublic]);
      const ikm = Buffer.from(hkdfSync('sha256', ecdhSecret, authSecret, keyInfo, 32));
      const cek = Buffer.from(
        hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16),
      );
      const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
      const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
      decipher.setAuthTag(record.subarray(record.length - 16));
      const padded = Buffer.concat([
        decipher.update(record.subarray(0, record.length - 16)),
        decipher.final(),
      ]);
      // The last record ends with the delimiter 0x02, then zero padding.
      let end = padded.length - 1;
      while (end >= 0 && padded[end] === 0) end -= 1;
      if (padded[end] !== 2) throw new Error('no last-record delimiter');
      return padded.subarray(0, end).toString('utf8');
    },
  };
}

export interface ReceivedPush {
  path: string;
  method: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** A push service on 127.0.0.1: keeps every request, answers 201 or the status a test sets per path. */
export async function startPushService() {
  const received: ReceivedPush[] = [];
  const statusByPath = new Map<string, number>();
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = request.url ?? '/';
      received.push({
        path,
        method: request.method ?? '',
        headers: request.headers,
        body: Buffer.concat(chunks),
      });
      response.statusCode = statusByPath.get(path) ?? 201;
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    received,
    endpoint: (name: string) => `${origin}/push/${name}`,
    answer: (endpoint: string, status: number) => statusByPath.set(new URL(endpoint).pathname, status),
    to: (endpoint: string) => received.filter((r) => r.path === new URL(endpoint).pathname),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type TestPushService = Awaited<ReturnType<typeof startPushService>>;

export const subscribe = (app: FastifyInstance, token: string | undefined, payload: object) =>
  app.inject({
    method: 'POST',
    url: '/api/v1/notifications/push-subscription',
    headers: token ? bearer(token) : {},
    payload,
  });

export const unsubscribe = (app: FastifyInstance, token: string | undefined, payload: object) =>
  app.inject({
    method: 'DELETE',
    url: '/api/v1/notifications/push-subscription',
    headers: token ? bearer(token) : {},
    payload,
  });

/** Only what PushSubscription.toJSON() carries: the server never sees the browser's private key. */
export const asJson = (s: BrowserSubscription) => ({
  endpoint: s.endpoint,
  expirationTime: null,
  keys: s.keys,
});

/**
 * The tests' inline queue, except that notifications made in a transaction are not delivered when
 * the request ends: the test pushes them itself, when it chooses, as the job would.
 */
export function queueLeavingPushToTheTest(): JobQueue {
  return { ...createInlineJobQueue(), wake: async () => undefined };
}
