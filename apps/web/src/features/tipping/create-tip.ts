import { isMessageKey } from '@opentip/shared/messages';
import { errorBody } from '@opentip/shared/schemas/envelope.schema';
import { createTipData, type CreateTipBody, type CreateTipData } from '@opentip/shared/schemas/tips.schema';
import { API_BASE, ApiError } from '@/app/api/api-client';
import { sessionStore } from '@/app/session/session-store';

/**
 * POST /transactions/createtransactions with its Idempotency-Key header. The shared apiRequest
 * sends no custom header, so this one call makes its own request in the same way: bearer when
 * signed in, the same ApiError on failure ("Network error" when the server was not reached).
 */
export async function createTip(
  body: CreateTipBody,
  idempotencyKey: string,
): Promise<{ message: string; data: CreateTipData }> {
  const headers: Record<string, string> = {
    accept: 'application/json',
    'content-type': 'application/json',
    'idempotency-key': idempotencyKey,
  };
  const token = sessionStore.get()?.accessToken;
  if (token) headers.authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(`${API_BASE}/transactions/createtransactions`, {
      method: 'POST',
      headers,
      body: JSON.stringify(body),
    });
  } catch {
    throw new ApiError({ status: 0, code: 'NETWORK', message: '', key: 'networkError' });
  }
  const json: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    if (response.status === 401 && token) sessionStore.clear();
    const parsed = errorBody.safeParse(json);
    if (!parsed.success)
      throw new ApiError({ status: response.status, code: `HTTP_${response.status}`, message: '' });
    const key = parsed.data.details?.[0]?.key;
    throw new ApiError({
      status: response.status,
      code: parsed.data.code,
      message: parsed.data.message,
      key: key && isMessageKey(key) ? key : undefined,
    });
  }
  const envelope = (json ?? {}) as { message?: unknown; data?: unknown };
  return {
    message: typeof envelope.message === 'string' ? envelope.message : '',
    data: createTipData.parse(envelope.data),
  };
}

/** Failures where asking again with the same key is right: the first try may have gone through. */
export function isRetryable(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true;
  return error.code === 'NETWORK' || error.status >= 500 || error.code === 'PAYMENT_IN_PROGRESS';
}

/** Failures of the card itself (declined, no funds...): the way out is another card. */
export function isCardFailure(error: unknown): boolean {
  return error instanceof ApiError && error.status === 402;
}
