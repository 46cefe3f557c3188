import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext } from '@playwright/test';
import { createVerifiedUser } from './accounts';

export interface Receiver {
  id: string;
  username: string;
  uniqueId: string;
  payeeCode: string;
  session: Awaited<ReturnType<typeof createVerifiedUser>>['session'];
}

/** A receiver who can be tipped now: verified, with a linked (sandbox) payment account. */
export async function createReceiver(request: APIRequestContext, prefix = 'maria'): Promise<Receiver> {
  const { session } = await createVerifiedUser(request, prefix);
  const linked = await request.post('/api/v1/user/checkStripAccount', {
    headers: { authorization: `Bearer ${session.accessToken}` },
  });
  expect(linked.ok(), await linked.text()).toBe(true);
  const user = session.user as Omit<Receiver, 'session'>;
  return { ...user, session };
}

/** A verified tip giver, signed in through the API. */
export async function createGiver(request: APIRequestContext, prefix = 'giver') {
  const { session } = await createVerifiedUser(request, prefix, {
    userType: 'payer',
    firstName: 'Sam',
    lastName: 'Carter',
    phone: '+14155550123',
  });
  return session;
}

/** A tip by card through the API, as the web app gives it: the sandbox tokenizer, then createtransactions. */
export async function tipByApi(
  request: APIRequestContext,
  tip: { payee: string; amount: number; giverToken?: string; comment?: string; coverFee?: boolean },
): Promise<void> {
  const tokenized = await request.post('/api/v1/payments/sandbox/tokens', {
    data: {
      type: 'card',
      cardNumber: '4242424242424242',
      expMonth: 12,
      expYear: new Date().getFullYear() + 2,
      cvc: '123',
    },
  });
  expect(tokenized.ok(), await tokenized.text()).toBe(true);
  const { token } = ((await tokenized.json()) as { data: { paymentMethod: { token: string } } }).data
    .paymentMethod;
  const { giverToken, payee, amount, ...extra } = tip;
  const created = await request.post('/api/v1/transactions/createtransactions', {
    headers: {
      'idempotency-key': randomUUID(),
      ...(giverToken ? { authorization: `Bearer ${giverToken}` } : {}),
    },
    data: { payee, amount, currency: 'USD', paymentType: 'card', paymentMethod: token, ...extra },
  });
  expect(created.ok(), await created.text()).toBe(true);
}
