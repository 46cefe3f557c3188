import { paymentMethodData, type TokenizeBody } from '@opentip/shared/schemas/tips.schema';
import { apiRequest } from '@/app/api/api-client';
import type { PaymentMethod } from '@/app/payments/payment-method';

export type { PaymentMethod };

/**
 * POST /payments/sandbox/tokens: in sandbox mode this plays Stripe Elements' part. The card goes
 * here and nowhere else; what comes back (token, brand, last 4, expiry) is all we keep.
 */
export async function tokenize(body: TokenizeBody): Promise<PaymentMethod> {
  const { data } = await apiRequest('/payments/sandbox/tokens', {
    method: 'POST',
    body,
    auth: false,
    schema: paymentMethodData,
  });
  return data.paymentMethod;
}
