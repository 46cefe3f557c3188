import { LANGUAGES, type Language } from '@opentip/shared/occupations';
import type { CreateTipBody, CreateTipData, TokenizeBody } from '@opentip/shared/schemas/tips.schema';
import { ApiError, apiErrorFrom } from '@/app/api/api-error';
import type { PaymentMethod } from '@/features/tipping/tokenize';
import { currentLanguage } from './i18n/lite-translator';

const API_BASE = '/api/v1';

/** A guest's call (no bearer token): the data of the answer, or an ApiError as api-client throws. */
export async function guestPost<T>(
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<T> {
  let response: Response;
  try {
    response = await fetch(API_BASE + path, {
      method: 'POST',
      headers: { ...headers, accept: 'application/json', 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  } catch {
    throw new ApiError({ status: 0, code: 'NETWORK', message: '', key: 'networkError' });
  }
  const json: unknown = await response.json().catch(() => null);
  if (!response.ok) throw apiErrorFrom(response.status, json);
  return ((json as { data?: unknown } | null)?.data ?? {}) as T;
}

/** A guest's GET: the data of the answer, or an ApiError. */
export async function guestGet<T>(path: string): Promise<T> {
  let response: Response;
  try {
    response = await fetch(API_BASE + path, { headers: { accept: 'application/json' } });
  } catch {
    throw new ApiError({ status: 0, code: 'NETWORK', message: '', key: 'networkError' });
  }
  const json: unknown = await response.json().catch(() => null);
  if (!response.ok) throw apiErrorFrom(response.status, json);
  return ((json as { data?: unknown } | null)?.data ?? {}) as T;
}

/** POST /payments/sandbox/tokens (sandbox mode's stand-in for Stripe Elements). */
export async function tokenizeSandbox(body: TokenizeBody): Promise<PaymentMethod> {
  const data = await guestPost<{ paymentMethod: PaymentMethod }>('/payments/sandbox/tokens', body);
  return data.paymentMethod;
}

const pageLanguage = (): Language | undefined => {
  const language = currentLanguage();
  return (LANGUAGES as readonly string[]).includes(language) ? (language as Language) : undefined;
};

/** POST /transactions/createtransactions with the attempt's Idempotency-Key and the page's language (the receipt's). */
export function createGuestTip(body: CreateTipBody, idempotencyKey: string): Promise<CreateTipData> {
  const withLanguage = { ...body, language: body.language ?? pageLanguage() };
  return guestPost<CreateTipData>('/transactions/createtransactions', withLanguage, {
    'idempotency-key': idempotencyKey,
  });
}

/** POST /payments/sandbox/authenticate: the answer given in the sandbox's stand-in bank page. */
export function authenticateSandbox(body: { clientSecret: string; result: 'complete' | 'fail' }) {
  return guestPost<unknown>('/payments/sandbox/authenticate', body);
}

/** POST /payments/paypal-sandbox/orders/:orderId: the answer given in the sandbox's stand-in PayPal page. */
export function answerPaypalSandbox(orderId: string, result: 'approve' | 'decline' | 'cancel') {
  return guestPost<unknown>(`/payments/paypal-sandbox/orders/${encodeURIComponent(orderId)}`, { result });
}

/** POST /payments/flutterwave-sandbox/charges/:reference: the sandbox phone's answer. */
export function answerPhoneSandbox(reference: string, result: 'approve' | 'decline') {
  return guestPost<unknown>(`/payments/flutterwave-sandbox/charges/${encodeURIComponent(reference)}`, {
    result,
  });
}
