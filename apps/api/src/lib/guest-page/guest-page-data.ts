import type { GuestPageInput } from '@opentip/shared/guest-page';
import type { PayeeDetails } from '@opentip/shared/schemas/tips.schema';
import type { Db } from '../../db/client.ts';
import type { Config } from '../../config.ts';
import type { CardRailProvider } from '../../integrations/payments/payment-provider.ts';
import { connectedAccountOf } from '../../modules/integration/payment-account.service.ts';
import { presentPayee } from '../../modules/payees/payee.presenter.ts';
import { payeeDetails } from '../../modules/payees/payees.service.ts';
import { paymentsConfigOf } from '../../modules/payments/payments-config.ts';
import { AppError } from '../app-error.ts';

// What a link can carry: a payee code, a unique ID or a user id. Anything else names nobody.
const PLAUSIBLE_CODE = /^[A-Za-z0-9-]{1,64}$/;

type Receiver = Pick<GuestPageInput, 'payee' | 'connectedAccountId'>;
const NOBODY: Receiver = { payee: null, connectedAccountId: null };

/**
 * The receiver as GET /payee/payee-details and GET /integration/getstripeConnectedId answer them,
 * through the same services and presenter. A code that names nobody gives NOBODY; a failing
 * database throws.
 */
async function receiverOf(options: { db: Db; payments: CardRailProvider; code: string }): Promise<Receiver> {
  if (!PLAUSIBLE_CODE.test(options.code)) return NOBODY;
  try {
    const found = await payeeDetails({ db: options.db, payments: options.payments, reference: options.code });
    const payee: PayeeDetails = presentPayee(found);
    const account = await connectedAccountOf({ db: options.db, userId: payee.id });
    return { payee, connectedAccountId: account.stripeConnectedAccountId };
  } catch (error) {
    // Not found, or a number too long to be a unique ID: the page says nobody has that code.
    if (error instanceof AppError && error.status < 500) return NOBODY;
    throw error;
  }
}

export async function guestPageInput(options: {
  db: Db;
  config: Config;
  payments: CardRailProvider;
  payeeCode: string;
  language: string;
  fullApp: GuestPageInput['fullApp'];
}): Promise<GuestPageInput> {
  const receiver = await receiverOf({ db: options.db, payments: options.payments, code: options.payeeCode });
  return {
    language: options.language,
    payeeCode: options.payeeCode,
    ...receiver,
    payments: paymentsConfigOf(options.payments, options.config),
    fullApp: options.fullApp,
  };
}
