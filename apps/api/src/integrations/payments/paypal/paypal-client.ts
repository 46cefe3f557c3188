import {
  Client,
  Environment,
  OrdersController,
  PaymentsController,
  type OAuthToken,
} from '@paypal/paypal-server-sdk';
import { ProviderUnavailableError } from '../payment-provider.ts';

export interface PaypalClientOptions {
  clientId: string;
  clientSecret: string;
  environment: 'sandbox' | 'live';
  /**
   * Another origin serving PayPal's REST API (the tests' stand-in, test/fake-paypal.ts). The SDK
   * fixes its base URI per environment, so requests are re-addressed by an axios adapter given
   * through the SDK's `unstable_httpClientOptions` (its axios client configuration): the SDK still
   * builds every request (paths, headers, bodies, OAuth) exactly as it would for PayPal.
   */
  apiBase?: string;
  timeoutMs?: number;
}

export interface PaypalRestAnswer {
  status: number;
  body: Record<string, unknown>;
}

export interface PaypalClient {
  orders: OrdersController;
  payments: PaymentsController;
  /** Payouts and webhook verification, which the SDK does not cover: REST with the SDK's OAuth token. */
  rest(
    method: 'GET' | 'POST',
    path: string,
    options?: { body?: string; requestId?: string },
  ): Promise<PaypalRestAnswer>;
}

const ORIGINS = { sandbox: 'https://api-m.sandbox.paypal.com', live: 'https://api-m.paypal.com' } as const;

interface AdapterConfig {
  url?: string;
  method?: string;
  data?: unknown;
  headers?: { toJSON?: () => Record<string, unknown> } & Record<string, unknown>;
}

/** An axios adapter sending each request to `apiBase` instead of PayPal's origin, by fetch. */
function readdressingAdapter(origin: string, apiBase: string) {
  return async (config: AdapterConfig) => {
    const url = (config.url ?? '').replace(origin, apiBase.replace(/\/$/, ''));
    const raw = config.headers?.toJSON ? config.headers.toJSON() : (config.headers ?? {});
    const headers = Object.fromEntries(
      Object.entries(raw).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
    );
    const response = await fetch(url, {
      method: (config.method ?? 'get').toUpperCase(),
      headers,
      body: typeof config.data === 'string' ? config.data : undefined,
    });
    return {
      data: await response.text(),
      status: response.status,
      statusText: response.statusText,
      headers: Object.fromEntries(response.headers.entries()),
      config,
      request: {},
    };
  };
}

export function createPaypalClient(options: PaypalClientOptions): PaypalClient {
  const origin = ORIGINS[options.environment];
  const client = new Client({
    clientCredentialsAuthCredentials: {
      oAuthClientId: options.clientId,
      oAuthClientSecret: options.clientSecret,
    },
    environment: options.environment === 'live' ? Environment.Production : Environment.Sandbox,
    timeout: options.timeoutMs ?? 20_000,
    ...(options.apiBase
      ? { unstable_httpClientOptions: { adapter: readdressingAdapter(origin, options.apiBase) } }
      : {}),
  });
  const base = options.apiBase?.replace(/\/$/, '') ?? origin;
  let token: OAuthToken | undefined;

  async function send(method: string, path: string, body: string | undefined, requestId: string | undefined) {
    token = await client.clientCredentialsAuthManager.updateToken(token);
    return fetch(`${base}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${token.accessToken}`,
        'content-type': 'application/json',
        ...(requestId ? { 'paypal-request-id': requestId } : {}),
      },
      body,
      signal: AbortSignal.timeout(options.timeoutMs ?? 20_000),
    });
  }

  return {
    orders: new OrdersController(client),
    payments: new PaymentsController(client),
    async rest(method, path, { body, requestId } = {}) {
      try {
        let response = await send(method, path, body, requestId);
        if (response.status === 401) {
          // The token was revoked or expired early: one more try with a fresh one.
          token = undefined;
          response = await send(method, path, body, requestId);
        }
        if (response.status >= 500)
          throw new Error(`PayPal answered ${response.status} to ${method} ${path}`);
        const text = await response.text();
        return { status: response.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
      } catch (error) {
        throw new ProviderUnavailableError(error);
      }
    },
  };
}
