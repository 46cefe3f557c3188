import { mobileMoneyOf } from '@opentip/shared/payment-rails';
import type { Db } from '../../../db/client.ts';
import { failureMessage } from '../failure-messages.ts';
import {
  ProviderUnavailableError,
  TransferRefusedError,
  type ChargeLookup,
  type ChargeOutcome,
  type ChargeRequest,
  type FinalOutcome,
} from '../payment-provider.ts';
import type { NextAction } from '@opentip/shared/schemas/tips.schema';
import {
  expectedChargeOf,
  outcomeOfVerified,
  type ExpectedCharge,
  type FlutterwaveProvider,
  type FlutterwaveTransfer,
  type VerifiedCharge,
} from './flutterwave-provider.ts';
import {
  isFlutterwaveMethod,
  chargeEmailOf,
  chargeNetworkOf,
  flutterwavePaymentTypes,
  francoCountryOf,
  fromFlutterwaveAmount,
  maskPhone,
  toFlutterwaveAmount,
  transferBankOf,
} from './flutterwave-rails.ts';
import {
  createFlutterwaveSdk,
  createHostedPayment,
  type FlutterwaveAnswer,
  type FlutterwaveSdk,
} from './flutterwave-sdk-client.ts';

type Json = Record<string, unknown>;

const CHARGE_CALLS: Record<string, keyof FlutterwaveSdk['MobileMoney']> = {
  mpesa: 'mpesa',
  mobile_money_ghana: 'ghana',
  mobile_money_uganda: 'uganda',
  mobile_money_rwanda: 'rwanda',
  mobile_money_tanzania: 'tanzania',
  mobile_money_zambia: 'zambia',
  mobile_money_franco: 'franco_phone',
};

/** Flutterwave resolves account holders' names for these countries' banks; others are linked unresolved. */
const RESOLVABLE_COUNTRIES = new Set(['NG', 'GH']);

const isNumericId = (id: string | null | undefined): id is string => !!id && /^\d{1,15}$/.test(id);
const isCheckoutLink = (id: string | null | undefined): id is string => !!id && /^https?:\/\//.test(id);
const str = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : null;

function verifiedOf(data: Json): (VerifiedCharge & { meta: Json }) | null {
  const currency = str(data.currency)?.toUpperCase() ?? '';
  const id = str(data.id);
  if (!id || !currency) return null;
  const raw = str(data.status)?.toLowerCase();
  const status =
    raw === 'successful' ? 'successful' : raw === 'failed' || raw === 'cancelled' ? 'failed' : 'pending';
  const card = data.card as Json | undefined;
  const expiry = /^(\d{1,2})\/(\d{2})$/.exec(str(card?.expiry) ?? '');
  return {
    id,
    meta: data.meta && typeof data.meta === 'object' ? (data.meta as Json) : {},
    txRef: str(data.tx_ref) ?? '',
    status,
    amount: fromFlutterwaveAmount(data.amount, currency),
    currency,
    processorResponse: str(data.processor_response),
    card:
      card && str(card.last_4digits)
        ? {
            brand: (str(card.type) ?? 'card').toLowerCase(),
            last4: str(card.last_4digits) ?? '',
            expMonth: Number(expiry?.[1] ?? 0),
            expYear: expiry ? 2000 + Number(expiry[2]) : 0,
          }
        : null,
  };
}

/** An SDK call whose bad input (its own joi checks) or refusal we answer ourselves. */
async function call<T>(run: () => Promise<FlutterwaveAnswer<T>>): Promise<FlutterwaveAnswer<T>> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof ProviderUnavailableError) throw error;
    if (error instanceof Error && error.name === 'validationError')
      return { status: 'error', message: error.message };
    throw error;
  }
}

/**
 * Flutterwave through its official Node SDK (flutterwave-node-v3). Nothing counts until Flutterwave's
 * verify endpoint says so and its reference, amount and currency match the tip's.
 */
export function createFlutterwaveSdkProvider(options: {
  db: Db;
  publicKey: string;
  secretKey: string;
  baseUrl: string;
  publicUrl: string;
}): FlutterwaveProvider {
  const { db } = options;
  const sdk = createFlutterwaveSdk(options);

  async function verify(lookup: { paymentId?: string | null; txRef: string }) {
    const answer = await call(() =>
      isNumericId(lookup.paymentId)
        ? sdk.Transaction.verify({ id: Number(lookup.paymentId) })
        : sdk.Transaction.verify_by_tx({ tx_ref: lookup.txRef }),
    );
    if (answer.status !== 'success' || !answer.data) return null;
    return verifiedOf(answer.data as Json);
  }

  /** What the giver is waiting on: their phone, or the checkout page they were sent to. */
  const waitingFor =
    (paymentId: string | null | undefined, meta: Json | null | undefined) => (): NextAction =>
      isCheckoutLink(paymentId)
        ? { type: 'redirect', url: paymentId }
        : {
            type: 'confirmOnPhone',
            reference: str(meta?.tx_ref) ?? '',
            network: str(meta?.network) ?? '',
            phone: str(meta?.phone) ?? '',
          };

  async function find(lookup: ChargeLookup, expected: ExpectedCharge | null): Promise<ChargeOutcome | null> {
    if (!expected) return null;
    const found = await verify({ paymentId: lookup.paymentId, txRef: lookup.idempotencyKey });
    if (found)
      return outcomeOfVerified(
        found,
        expected,
        waitingFor(lookup.paymentId, { tx_ref: lookup.idempotencyKey, ...found.meta }),
      );
    // A checkout the giver has not paid on yet: Flutterwave has no transaction until they do.
    if (isCheckoutLink(lookup.paymentId))
      return {
        status: 'requiresAction',
        paymentId: lookup.paymentId,
        nextAction: { type: 'redirect', url: lookup.paymentId },
        card: null,
      };
    return null;
  }

  const refused = (code: 'invalid_payment_method' | 'amount_invalid'): FinalOutcome => ({
    status: 'failed',
    paymentId: null,
    code,
    message: failureMessage(code),
    card: null,
  });

  async function chargeMobileMoney(request: ChargeRequest): Promise<ChargeOutcome> {
    const rail = mobileMoneyOf(request.currency);
    const wallet = request.mobileMoney;
    const networks: readonly string[] = rail?.networks ?? [];
    if (!rail || !wallet || !networks.includes(wallet.network)) return refused('invalid_payment_method');
    const network = chargeNetworkOf(request.currency, wallet.network);
    const phone = wallet.phone.replace(/^\+/, '');
    const body: Json = {
      tx_ref: request.idempotencyKey,
      amount: toFlutterwaveAmount(request.amount, request.currency),
      currency: request.currency,
      email: chargeEmailOf(request.payerEmail, request.intentId, options.publicUrl),
      phone_number: phone,
      ...(network ? { network } : {}),
      ...(request.currency === 'RWF' ? { order_id: request.idempotencyKey } : {}),
      ...(rail.chargeType === 'mobile_money_franco'
        ? { country: francoCountryOf(request.currency, phone) }
        : {}),
      ...(request.returnUrl ? { redirect_url: request.returnUrl } : {}),
      meta: { intent_id: request.intentId, network: wallet.network, phone: maskPhone(wallet.phone) },
    };
    const answer = await call(() => sdk.MobileMoney[CHARGE_CALLS[rail.chargeType]!]!(body));
    if (answer.status !== 'success') {
      // A lost answer retried: the first charge with this tx_ref is the one.
      const again = await find(
        { intentId: request.intentId, idempotencyKey: request.idempotencyKey },
        expectedOfRequest(request),
      );
      return again ?? refused('invalid_payment_method');
    }
    const data = (answer.data ?? {}) as Json;
    const id = str(data.id);
    const authorization = (answer.meta?.authorization ?? null) as Json | null;
    const redirect = str(authorization?.redirect);
    if (!id) {
      // Some networks answer only a page where the giver approves (no transaction until they do).
      if (redirect)
        return {
          status: 'requiresAction',
          paymentId: request.idempotencyKey,
          nextAction: { type: 'redirect', url: redirect },
          card: null,
        };
      throw new ProviderUnavailableError(new Error('Flutterwave answered a charge without an id'));
    }
    const outcome = await find(
      { intentId: request.intentId, idempotencyKey: request.idempotencyKey, paymentId: id },
      expectedOfRequest(request),
    );
    if (outcome?.status === 'requiresAction' && redirect)
      return { ...outcome, nextAction: { type: 'redirect', url: redirect } };
    return (
      outcome ?? {
        status: 'requiresAction',
        paymentId: id,
        nextAction: {
          type: 'confirmOnPhone',
          reference: request.idempotencyKey,
          network: wallet.network,
          phone: maskPhone(wallet.phone),
        },
        card: null,
      }
    );
  }

  async function chargeByCheckout(request: ChargeRequest): Promise<ChargeOutcome> {
    const answer = await createHostedPayment(options, {
      tx_ref: request.idempotencyKey,
      amount: toFlutterwaveAmount(request.amount, request.currency),
      currency: request.currency,
      redirect_url: request.returnUrl ?? options.publicUrl,
      customer: { email: chargeEmailOf(request.payerEmail, request.intentId, options.publicUrl) },
      customizations: { title: 'OpenTip', description: request.description },
      meta: { intent_id: request.intentId },
    });
    const link = answer.status === 'success' ? answer.data?.link : undefined;
    if (!link || !isCheckoutLink(link)) return refused('invalid_payment_method');
    return {
      status: 'requiresAction',
      paymentId: link,
      nextAction: { type: 'redirect', url: link },
      card: null,
    };
  }

  const expectedOfRequest = (request: ChargeRequest): ExpectedCharge => ({
    txRef: request.idempotencyKey,
    amount: request.amount,
    currency: request.currency,
  });

  async function transferOf(data: Json | null | undefined): Promise<FlutterwaveTransfer | null> {
    const id = str(data?.id);
    if (!data || !id) return null;
    const raw = str(data.status)?.toUpperCase();
    const status = raw === 'SUCCESSFUL' ? 'paid' : raw === 'FAILED' ? 'failed' : 'pending';
    return {
      id,
      reference: str(data.reference),
      status,
      reason: status === 'failed' ? str(data.complete_message) : null,
    };
  }

  return {
    name: 'flutterwave',
    mode: 'live',
    publishableKey: options.publicKey,
    paymentTypes: flutterwavePaymentTypes,
    acceptsPaymentMethod: isFlutterwaveMethod,
    cardFingerprint: async () => null,
    amountStep: () => 1,

    async charge(request) {
      if (!flutterwavePaymentTypes(request.currency).includes(request.paymentType))
        return refused('invalid_payment_method');
      // One charge per tx_ref: a retry after a lost answer finds the first one.
      const earlier = await find(
        { intentId: request.intentId, idempotencyKey: request.idempotencyKey },
        expectedOfRequest(request),
      );
      if (earlier) return earlier;
      return request.paymentType === 'mobileMoney' ? chargeMobileMoney(request) : chargeByCheckout(request);
    },

    async findCharge(lookup) {
      return find(lookup, await expectedChargeOf(db, lookup.intentId, lookup.idempotencyKey));
    },

    async cancelCharge({ paymentId, idempotencyKey }): Promise<FinalOutcome> {
      // A checkout link or a pending phone prompt cannot be withdrawn: we stop waiting for it. A
      // payment made on it after all arrives by webhook and still counts (settleTip lateSuccess).
      const found = await verify({ paymentId, txRef: idempotencyKey });
      if (found?.status === 'successful')
        return { status: 'succeeded', paymentId: found.id, card: found.card };
      return {
        status: 'failed',
        paymentId: found?.id ?? (isCheckoutLink(paymentId) ? null : paymentId),
        code: 'authentication_required',
        message: failureMessage('authentication_required'),
        card: found?.card ?? null,
      };
    },

    async refund({ paymentId, amount }) {
      // Flutterwave's refund amount is in the charge's currency, which it tells us.
      const charge = isNumericId(paymentId) ? await verify({ paymentId, txRef: '' }) : null;
      if (!charge) throw new Error(`Flutterwave has no charge ${paymentId} to refund`);
      const answer = await call(() =>
        sdk.Transaction.refund({ id: paymentId, amount: toFlutterwaveAmount(amount, charge.currency) }),
      );
      const data = answer.data as Json | null | undefined;
      if (answer.status !== 'success' || !data)
        throw new Error(`Flutterwave refused the refund: ${answer.message ?? ''}`);
      return { refundId: str(data.id) ?? paymentId, amount };
    },

    transfer: () =>
      Promise.reject(
        new TransferRefusedError('Team pools are paid out through the card rail, not Flutterwave.'),
      ),

    async payout(request) {
      const details = request.accountDetails ?? {};
      const mobile = details.kind === 'mobileMoney';
      const body: Json = {
        account_bank: mobile ? transferBankOf(request.currency, details.network ?? '') : details.bankCode,
        account_number: mobile ? (details.phone ?? '').replace(/^\+/, '') : details.accountNumber,
        amount: toFlutterwaveAmount(request.amount, request.currency),
        currency: request.currency,
        debit_currency: request.currency,
        narration: request.description.slice(0, 100),
        reference: request.idempotencyKey,
        beneficiary_name: details.accountName ?? 'OpenTip receiver',
        meta: { payout_id: request.payoutId },
      };
      let answer = await call(() => sdk.Transfer.initiate(body));
      if (answer.status !== 'success' && /duplicate|already exists/i.test(answer.message ?? '')) {
        // The first request with this reference went through; its answer was lost.
        const listed = await call(() => sdk.Transfer.fetch({ reference: request.idempotencyKey }));
        const first = Array.isArray(listed.data) ? (listed.data[0] as Json | undefined) : undefined;
        if (first) answer = { status: 'success', data: first };
      }
      if (answer.status !== 'success')
        throw new TransferRefusedError(answer.message ?? 'Flutterwave refused the transfer.');
      const transfer = await transferOf(answer.data as Json);
      if (!transfer)
        throw new ProviderUnavailableError(new Error('Flutterwave answered a transfer without an id'));
      if (transfer.status === 'failed')
        throw new TransferRefusedError(transfer.reason ?? 'Flutterwave refused the transfer.');
      return { providerPayoutId: transfer.id, status: transfer.status };
    },

    async banks(country) {
      const answer = await call(() => sdk.Bank.country({ country }));
      if (answer.status !== 'success' || !Array.isArray(answer.data))
        throw new ProviderUnavailableError(new Error(answer.message));
      return (answer.data as Json[])
        .map((bank) => ({ code: str(bank.code) ?? '', name: str(bank.name) ?? '' }))
        .filter((bank) => bank.code && bank.name);
    },

    async resolveBankAccount({ country, bankCode, accountNumber }) {
      if (!RESOLVABLE_COUNTRIES.has(country)) return '';
      const answer = await call(() =>
        sdk.Misc.verify_Account({ account_number: accountNumber, account_bank: bankCode, country }),
      );
      const name = str((answer.data as Json | null | undefined)?.account_name);
      return answer.status === 'success' && name ? name : null;
    },

    async findTransfer(id) {
      if (!isNumericId(id)) return null;
      const answer = await call(() => sdk.Transfer.get_a_transfer({ id: Number(id) }));
      return answer.status === 'success' ? transferOf(answer.data as Json) : null;
    },
  };
}
