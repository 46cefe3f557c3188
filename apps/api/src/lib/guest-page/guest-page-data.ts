import type { GuestPageInput } from '@opentip/shared/guest-page';
import type { PayeeDetails } from '@opentip/shared/schemas/tips.schema';
import type { Db } from '../../db/client.ts';
import type { Config } from '../../config.ts';
import type { CardRailProvider } from '../../integrations/payments/payment-provider.ts';
import { connectedAccountOf } from '../../modules/integration/payment-account.service.ts';
import { paymentWaysOfRoute } from '../../modules/integration/payment-ways.ts';
import { presentPayee } from '../../modules/payees/payee.presenter.ts';
import { payeeDetails } from '../../modules/payees/payees.service.ts';
import { paymentsConfigOf } from '../../modules/payments/payments-config.ts';
import type { TipProviders } from '../../modules/transactions/tip-providers.ts';
import { AppError } from '../app-error.ts';

// What a link can carry: a payee code, a unique ID or a user id. Anything else names nobody.
const PLAUSIBLE_CODE = /^[A-Za-z0-9-]{1,64}$/;

type Receiver = Pick<GuestPageInput, 'payee' | 'connectedAccountId' | 'paymentWays'>;
const NOBODY: Receiver = { payee: null, connectedAccountId: null, paymentWays: null };

/**
 * The receiver as GET /payee/payee-details, GET /integration/getstripeConnectedId and
 * GET /payments/ways (in their own currency) answer them, through the same services and presenter.
 * A code that names nobody gives NOBODY; a failing database throws.
 */
async function receiverOf(options: { db: Db; providers: TipProviders; code: string }): Promise<Receiver> {
  if (!PLAUSIBLE_CODE.test(options.code)) return NOBODY;
  const { db, providers } = options;
  try {
    const found = await payeeDetails({ db, payments: providers.card, reference: options.code });
    const payee: PayeeDetails = presentPayee(found);
    const account = await connectedAccountOf({ db, cardRail: providers.card.name, userId: payee.id });
    return {
      payee,
      connectedAccountId: account.stripeConnectedAccountId,
      paymentWays: paymentWaysOfRoute(providers, found.route, found.payee.currency),
    };
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
  /** The card rail (the same as `payments`) and the providers a receiver can be paid at. */
  providers: TipProviders;
  payeeCode: string;
  language: string;
  fullApp: GuestPageInput['fullApp'];
}): Promise<GuestPageInput> {
  const receiver = await receiverOf({
    db: options.db,
    providers: options.providers,
    code: options.payeeCode,
  });
  return {
    language: options.language,
    payeeCode: options.payeeCode,
    ...receiver,
    payments: paymentsConfigOf(options.payments, options.config),
    fullApp: options.fullApp,
  };
}
