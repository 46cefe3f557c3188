import { createHash } from 'node:crypto';
import { mobileMoneyOf } from '@opentip/shared/payment-rails';
import {
  FLUTTERWAVE_BANK_COUNTRIES,
  type FlutterwaveAccountBody,
  type PayoutAccountsData,
} from '@opentip/shared/schemas/payouts.schema';
import type { Db } from '../../db/client.ts';
import type { UserRow } from '../../db/schema/users.ts';
import type { FlutterwaveProvider } from '../../integrations/payments/flutterwave/flutterwave-provider.ts';
import { maskAccountNumber, maskPhone } from '../../integrations/payments/flutterwave/flutterwave-rails.ts';
import { badRequest, forbidden } from '../../lib/app-error.ts';
import { saveLinkedAccount } from '../integration/linked-accounts.ts';
import { payoutAccountsOf } from '../integration/payout-accounts.service.ts';

/** A stable reference of the account that names no number (tips record it as their destination). */
const referenceOf = (...parts: string[]) =>
  `flw_${createHash('sha256').update(parts.join(':')).digest('hex').slice(0, 24)}`;

const MOBILE_NETWORK_NAMES: Record<string, string> = { MPESA: 'M-Pesa' };

/** What linking saves: the masked label the receiver sees and what a transfer into it needs. */
async function accountOf(flutterwave: FlutterwaveProvider, body: FlutterwaveAccountBody) {
  if (body.kind === 'bank') {
    const bank = (await flutterwave.banks(body.country)).find((b) => b.code === body.bankCode);
    if (!bank) throw badRequest('bankInvalid', 'BANK_INVALID');
    const accountName = await flutterwave.resolveBankAccount(body);
    if (accountName === null) throw badRequest('bankAccountNotFound', 'BANK_ACCOUNT_NOT_FOUND');
    const details: Record<string, string> = {
      kind: 'bank',
      country: body.country,
      bankCode: bank.code,
      bankName: bank.name,
      accountNumber: body.accountNumber,
    };
    if (accountName) details.accountName = accountName;
    return {
      accountId: referenceOf('bank', body.country, bank.code, body.accountNumber),
      label: `${bank.name} ${maskAccountNumber(body.accountNumber)}`,
      currency: FLUTTERWAVE_BANK_COUNTRIES[body.country],
      details,
    };
  }
  const networks: readonly string[] = mobileMoneyOf(body.currency)?.networks ?? [];
  if (networks.length === 0) throw badRequest('currencyNotAccepted', 'CURRENCY_NOT_ACCEPTED');
  const network = body.network.toUpperCase();
  if (!networks.includes(network)) throw badRequest('mobileNetworkInvalid', 'MOBILE_NETWORK_INVALID');
  const phone = body.phone.replace(/^\+/, '');
  return {
    accountId: referenceOf('mobileMoney', body.currency, network, phone),
    label: `${MOBILE_NETWORK_NAMES[network] ?? network} ${maskPhone(phone)}`,
    currency: body.currency,
    details: { kind: 'mobileMoney', currency: body.currency, network, phone },
  };
}

/**
 * POST /flutterwave/account: a receiver links the bank account (its holder's name resolved with
 * Flutterwave) or the mobile-money wallet their Flutterwave money is transferred to.
 */
export async function linkFlutterwaveAccount(options: {
  db: Db;
  flutterwave: FlutterwaveProvider;
  user: UserRow;
  body: FlutterwaveAccountBody;
  cardRail: 'sandbox' | 'stripe';
  now: Date;
}): Promise<PayoutAccountsData> {
  const { db, user, now } = options;
  if (user.userType !== 'payee') throw forbidden('onlyReceiversLinkAccounts', 'ONLY_RECEIVERS');
  const account = await accountOf(options.flutterwave, options.body);
  await saveLinkedAccount(db, { userId: user.id, provider: 'flutterwave', ...account, ready: true }, now);
  return payoutAccountsOf(db, { userId: user.id, cardRail: options.cardRail });
}
