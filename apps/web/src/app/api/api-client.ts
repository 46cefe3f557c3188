import type { z } from 'zod';
import { sessionStore } from '../session/session-store';
import { ApiError, apiErrorFrom } from './api-error';

// Many callers import the error from here; it lives apart so the guest page can use it without zod.
export { ApiError };

export const API_BASE = '/api/v1';

export interface ApiResult<T> {
  message: string;
  data: T;
}

interface RequestOptions<S extends z.ZodType> {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  /** Login, register, OTP, password reset and social login go without the bearer token (SPEC 6). */
  auth?: boolean;
  /** The shape of data; omitted when the caller needs only the message. */
  schema?: S;
  /** Extra request headers, such as createtransactions' Idempotency-Key. */
  headers?: Record<string, string>;
}

export async function apiRequest<S extends z.ZodType = z.ZodUnknown>(
  path: string,
  options: RequestOptions<S> = {},
): Promise<ApiResult<z.infer<S>>> {
  const { method = 'GET', body, auth = true, schema } = options;
  const headers: Record<string, string> = { ...options.headers, accept: 'application/json' };
  const token = auth ? sessionStore.get()?.accessToken : undefined;
  if (token) headers.authorization = `Bearer ${token}`;
  const isForm = body instanceof FormData;
  if (body !== undefined && !isForm) headers['content-type'] = 'application/json';

  let response: Response;
  try {
    response = await fetch(API_BASE + path, {
      method,
      headers,
      body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
    });
  } catch {
    throw new ApiError({ status: 0, code: 'NETWORK', message: '', key: 'networkError' });
  }
  const json: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    // A token the server no longer accepts (expired, revoked elsewhere) ends the session here too.
    if (response.status === 401 && token) sessionStore.clear();
    throw apiErrorFrom(response.status, json);
  }
  const envelope = (json ?? {}) as { message?: unknown; data?: unknown };
  const message = typeof envelope.message === 'string' ? envelope.message : '';
  const data = schema ? schema.parse(envelope.data ?? {}) : envelope.data;
  return { message, data: data as z.infer<S> };
}

/** The file name a Content-Disposition header gives, when it gives one. */
function fileNameOf(disposition: string | null): string | undefined {
  if (!disposition) return undefined;
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded);
    } catch {
      // A badly encoded name: fall back to the plain one.
    }
  }
  return /filename="?([^";]+)"?/i.exec(disposition)?.[1];
}

/**
 * A file the API answers (a statement, an export) fetched with the bearer token, which a plain
 * link cannot send; failures are the same ApiError as apiRequest's.
 */
export async function apiDownload(path: string): Promise<{ blob: Blob; fileName: string | undefined }> {
  const token = sessionStore.get()?.accessToken;
  const headers: Record<string, string> = {};
  if (token) headers.authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(API_BASE + path, { method: 'GET', headers });
  } catch {
    throw new ApiError({ status: 0, code: 'NETWORK', message: '', key: 'networkError' });
  }
  if (!response.ok) {
    const json: unknown = await response.json().catch(() => null);
    if (response.status === 401 && token) sessionStore.clear();
    throw apiErrorFrom(response.status, json);
  }
  return { blob: await response.blob(), fileName: fileNameOf(response.headers.get('content-disposition')) };
}
