import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDevMailbox } from '../src/integrations/mail/dev-mailbox.ts';
import type { Mailer, MailMessage } from '../src/integrations/mail/mailer.ts';
import { call, latestCode, registration } from '../src/modules/auth/auth-test-helpers.ts';
import { bearer, createUser } from './fixtures.ts';
import { rawExchange } from './raw-http.ts';
import { createTestApp, type TestApp } from './test-app.ts';
import { createReceiver, giveTip, sandboxToken } from './tips-fixtures.ts';

const CARD = '4242424242424242';
const PHONE = '+14155550123';
const PLANTED_EMAIL = 'planted.person@example.test';

interface LogLine {
  level: number;
  msg: string;
  reqId?: string;
  err?: { type: string; message: string; code?: string; cause?: { code?: string; constraint?: string } };
}

describe('the log never holds secrets or personal data', () => {
  let t: TestApp;
  const output: string[] = [];
  const sent: MailMessage[] = [];
  const text = () => output.join('');
  const lines = (): LogLine[] => output.map((line) => JSON.parse(line) as LogLine);

  beforeAll(async () => {
    // The development mailbox stores mail in the database, so a failing insert puts a code in a query.
    const mailer: Mailer = {
      async send(message) {
        sent.push(message);
        await createDevMailbox(t.database.db, { info: () => undefined }).send(message);
      },
    };
    t = await createTestApp({
      env: { LOG_LEVEL: 'info' },
      deps: { mailer, logStream: { write: (line: string) => void output.push(line) } },
    });
  });
  afterAll(() => t.close());

  const failInserts = (table: string) =>
    t.database.db.execute(
      sql`alter table ${sql.identifier(table)} add constraint planted_failure check (false) not valid`,
    );
  const healInserts = (table: string) =>
    t.database.db.execute(sql`alter table ${sql.identifier(table)} drop constraint planted_failure`);

  it('a failed insert of a new account logs its SQL error kind and request id, not the hash, email or phone', async () => {
    await failInserts('users');
    const body = registration({ email: PLANTED_EMAIL, phone: PHONE });
    const res = await call(t.app, '/auth/register', body);
    await healInserts('users');
    expect(res.statusCode).toBe(500);

    const failure = lines().find((line) => line.level === 50 && line.reqId === res.json().requestId);
    expect(failure?.err?.message).toContain('Failed query: insert into "users"');
    expect(failure?.err?.message).toContain('params: [redacted]');
    expect(failure?.err?.cause).toMatchObject({ code: '23514', constraint: 'planted_failure' });
    expect(text()).not.toContain('$argon2');
    expect(text()).not.toContain(PLANTED_EMAIL);
    expect(text()).not.toContain('4155550123');
    expect(text()).not.toContain(body.password);
  });

  it('a mail that could not be stored keeps its one-time code and address out of the log', async () => {
    await failInserts('dev_mailbox');
    const body = registration();
    const res = await call(t.app, '/auth/register', body);
    await healInserts('dev_mailbox');
    expect(res.statusCode, res.body).toBeLessThan(300);

    const code = latestCode(sent, body.email);
    const logged = lines().filter((line) => line.reqId === res.headers['x-request-id'] && line.err);
    expect(JSON.stringify(logged)).toContain('"code":"23514"');
    expect(text()).not.toContain(code);
    expect(text()).not.toContain(body.email);
  });

  it('a tip whose comment holds a card number, email and phone fails without logging them', async () => {
    const receiver = await createReceiver(t.database.db);
    const paymentMethod = await sandboxToken(t.app);
    await failInserts('tips');
    const res = await giveTip(t.app, {
      body: {
        payee: receiver.user.uniqueId,
        amount: 500,
        currency: 'USD',
        paymentType: 'card',
        paymentMethod,
        comment: `my card ${CARD}, call ${PHONE} or mail ${PLANTED_EMAIL}`,
      },
    });
    await healInserts('tips');
    expect(res.statusCode).toBe(500);
    const failure = lines().find((line) => line.level === 50 && line.reqId === res.json().requestId);
    expect(failure?.err?.message).toContain('Failed query: insert into "tips"');
    expect(text()).not.toContain(CARD);
    expect(text()).not.toContain('4155550123');
    expect(text()).not.toContain(PLANTED_EMAIL);
  });

  it('a URL carrying a code, token, card, email or phone is logged without their values', async () => {
    const { token } = await createUser(t.database.db);
    const query = new URLSearchParams({
      code: '48213',
      token,
      search: CARD,
      email: PLANTED_EMAIL,
      phone: PHONE,
    });
    const res = await t.app.inject({
      url: `/api/v1/transactions?${query.toString()}`,
      headers: bearer(token),
    });
    expect(res.statusCode).toBeLessThan(500);
    expect(text()).toContain('/api/v1/transactions?code=[redacted]&token=[redacted]');
    await t.app.inject({ url: `/api/v1/user/${encodeURIComponent(PLANTED_EMAIL)}/${CARD}` });
    expect(text()).toContain('/api/v1/user/[email]/[number]');
    for (const secret of ['48213', token, CARD, 'planted.person', '4155550123'])
      expect(text()).not.toContain(secret);
  });

  it('a request the HTTP parser refuses is logged without its raw bytes (headers included)', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const answer = await rawExchange(
      port,
      `GET /api/v1/user/profile?email=${PLANTED_EMAIL} HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer tok_rawsecret99\r\nX-Bad: a\u0001b\r\n\r\n`,
    );
    expect(answer).toContain('400 Bad Request');
    expect(lines().some((line) => line.msg === 'request refused by the HTTP parser')).toBe(true);
    // Node hands over the raw packet as a Buffer, which a log would print as a list of byte values.
    for (const secret of ['tok_rawsecret99', PLANTED_EMAIL]) {
      expect(text()).not.toContain(secret);
      expect(text()).not.toContain([...Buffer.from(secret)].join(','));
    }
  });

  it('an error or object logged directly is scrubbed by the logger', () => {
    const hash = '$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHQ$aGFzaGhhc2hoYXNo';
    t.app.log.error(
      {
        err: new Error(
          `Bearer tok_abcdef123 failed for ${PLANTED_EMAIL} ${hash} card 4242 4242 4242 4242 tel +1 415 555 0123`,
        ),
      },
      'planted',
    );
    t.app.log.info(
      { user: { email: PLANTED_EMAIL, phone: PHONE, passwordHash: hash }, token: 'tok_abcdef123' },
      'planted',
    );
    // A value that looks like a stack frame must not end the parameters early.
    const query = new DrizzleQueryError('select $1, $2', ['ok', '\n    at 48213'], new Error('boom'));
    t.app.log.error({ err: query }, 'planted');
    const planted = lines().filter((line) => line.msg === 'planted');
    expect(planted).toHaveLength(3);
    for (const secret of [
      'tok_abcdef123',
      PLANTED_EMAIL,
      '$argon2',
      '4242 4242',
      '415 555',
      '4155550123',
      '48213',
    ]) {
      expect(text()).not.toContain(secret);
    }
    expect(planted[0]?.err?.message).toBe(
      'Bearer [redacted] failed for [email] [password-hash] card [number] tel [number]',
    );
  });
});
