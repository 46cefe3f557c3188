import {
  TransferRefusedError,
  type ChargeOutcome,
  type ChargeRequest,
  type PaymentProvider,
  type PaymentType,
} from '../../integrations/payments/payment-provider.ts';

/**
 * An in-memory PayPal or Flutterwave for routing tests: it takes `types` in `currencies`, every
 * charge waits for the giver's step, and `approve` / `decline` decide it as the giver would.
 */
export interface FakeProvider extends PaymentProvider {
  charges: ChargeRequest[];
  refunds: { paymentId: string; amount: number }[];
  approve(intentId: string): void;
  /** The next charge is made at the provider but its answer never reaches us (a crash). */
  crashAfterNextCharge: boolean;
}

export function fakeProvider(
  name: 'paypal' | 'flutterwave',
  options: { currencies: string[]; types: (currency: string) => PaymentType[] },
): FakeProvider {
  const decided = new Map<string, ChargeOutcome>();
  const fake: FakeProvider = {
    name,
    publishableKey: `${name}-public-key`,
    charges: [],
    refunds: [],
    crashAfterNextCharge: false,
    paymentTypes: (currency) => (options.currencies.includes(currency) ? options.types(currency) : []),
    acceptsPaymentMethod: () => false,
    cardFingerprint: async () => null,
    amountStep: () => 1,
    async charge(request) {
      fake.charges.push(request);
      if (fake.crashAfterNextCharge) {
        fake.crashAfterNextCharge = false;
        throw new Error('process died after the provider charged');
      }
      return waiting(request.intentId);
    },
    async findCharge({ intentId }) {
      if (!fake.charges.some((c) => c.intentId === intentId)) return null;
      return decided.get(intentId) ?? waiting(intentId);
    },
    async cancelCharge({ paymentId }) {
      return {
        status: 'failed',
        paymentId,
        code: 'authentication_required',
        message: 'not approved',
        card: null,
      };
    },
    async refund({ paymentId, amount }) {
      fake.refunds.push({ paymentId, amount });
      return { refundId: `${name}_refund_${fake.refunds.length}`, amount };
    },
    async transfer() {
      throw new TransferRefusedError(`${name} does not pay team pools`);
    },
    async payout(request) {
      return { providerPayoutId: `${name}_payout_${request.payoutId}`, status: 'paid' };
    },
    // Flutterwave's routes want their own provider type (it lists banks); the fake passes for one.
    ...(name === 'flutterwave' ? { banks: async () => [] } : {}),
    approve(intentId) {
      decided.set(intentId, { status: 'succeeded', paymentId: `${name}_pay_${intentId}`, card: null });
    },
  };
  function waiting(intentId: string): ChargeOutcome {
    const paymentId = `${name}_pay_${intentId}`;
    const nextAction =
      name === 'paypal'
        ? { type: 'approvePaypal' as const, orderId: `order_${intentId}` }
        : { type: 'redirect' as const, url: `https://checkout.example/${intentId}` };
    return { status: 'requiresAction', paymentId, nextAction, card: null };
  }
  return fake;
}
