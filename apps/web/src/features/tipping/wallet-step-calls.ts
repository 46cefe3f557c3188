import type { QueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/app/api/api-client';
import type { WalletStepCalls } from '@/app/payments/bank-step-provider';
import { paymentWaysQuery } from './use-payment-ways.query';

/** PayPal's and mobile money's steps through the app's api-client and query cache. */
export function appWalletCalls(queryClient: QueryClient): WalletStepCalls {
  return {
    async publicKeyFor(charge) {
      if (!charge.payee.id) return null;
      const ways = await queryClient.fetchQuery(paymentWaysQuery(charge.payee.id, charge.currency));
      return ways.publicKey;
    },
    answerPaypalSandbox: (orderId, result) =>
      apiRequest(`/payments/paypal-sandbox/orders/${encodeURIComponent(orderId)}`, {
        method: 'POST',
        body: { result },
      }),
    answerPhoneSandbox: (reference, result) =>
      apiRequest(`/payments/flutterwave-sandbox/charges/${encodeURIComponent(reference)}`, {
        method: 'POST',
        body: { result },
      }),
  };
}
