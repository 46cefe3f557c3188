import type { FastifyInstance } from 'fastify';
import { bearer, createUser } from '../../../test/fixtures.ts';
import type { Db } from '../../db/client.ts';

/** A receiver who linked a Flutterwave bank account or wallet through the API, as the /flutter page does. */
export async function flutterwaveReceiver(
  app: FastifyInstance,
  db: Db,
  account: Record<string, unknown> = {
    kind: 'mobileMoney',
    currency: 'KES',
    network: 'MPESA',
    phone: `+2547${String(Math.floor(Math.random() * 1e8)).padStart(8, '1')}`,
  },
) {
  const receiver = await createUser(db, { userType: 'payee', accountType: 'individual' });
  const res = await linkFlutterwave(app, receiver.token, account);
  if (res.statusCode !== 200) throw new Error(`linking failed: ${res.body}`);
  return receiver;
}

export const linkFlutterwave = (app: FastifyInstance, token: string, payload: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: '/api/v1/flutterwave/account', headers: bearer(token), payload });

export const mobileMoneyTip = (payee: string, overrides: Record<string, unknown> = {}) => ({
  payee,
  amount: 50_000,
  currency: 'KES',
  paymentType: 'mobileMoney',
  mobileMoney: { network: 'MPESA', phone: '+254712345678' },
  ...overrides,
});
