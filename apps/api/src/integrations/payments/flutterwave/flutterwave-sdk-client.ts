import { createRequire } from 'node:module';
import { ProviderUnavailableError } from '../payment-provider.ts';

/** What Flutterwave answers (v3): a status, a message and the data asked for. */
export interface FlutterwaveAnswer<T = Record<string, unknown>> {
  status: 'success' | 'error' | string;
  message?: string;
  data?: T | null;
  meta?: Record<string, unknown> | null;
}
type Call = (data: Record<string, unknown>) => Promise<FlutterwaveAnswer<unknown>>;
type Service = Record<string, Call>;

/** The parts of flutterwave-node-v3 we use (it ships no types). */
export interface FlutterwaveSdk {
  MobileMoney: Record<'mpesa' | 'ghana' | 'uganda' | 'rwanda' | 'tanzania' | 'zambia' | 'franco_phone', Call>;
  Transaction: Record<'verify' | 'verify_by_tx' | 'refund', Call>;
  Transfer: Record<'initiate' | 'get_a_transfer' | 'fetch', Call>;
  Bank: Record<'country', Call>;
  Misc: Record<'verify_Account', Call>;
}

const load = createRequire(import.meta.url);

/**
 * The SDK (1.4.x) reports every request, error and live transaction (reference, amount, currency)
 * to a telemetry service of its own. Payment data of our givers goes to Flutterwave's API only.
 */
function silenceTelemetry(): void {
  const telemetry = load('flutterwave-node-v3/utils/logger.js') as Record<string, unknown>;
  const nothing = () => Promise.resolve();
  Object.assign(telemetry, {
    init: nothing,
    logRequest: nothing,
    logError: nothing,
    logTransaction: nothing,
  });
}

const REQUEST_TIMEOUT_MS = 20_000;

/**
 * flutterwave-node-v3 pointed at `baseUrl` (FLUTTERWAVE_API_BASE). Built from the SDK's own parts,
 * as its Rave constructor does, so that each request has a timeout and an unreachable Flutterwave
 * or a 5xx answer (which the SDK hands back as if it were an answer) throws ProviderUnavailableError.
 */
export function createFlutterwaveSdk(keys: {
  publicKey: string;
  secretKey: string;
  baseUrl: string;
}): FlutterwaveSdk {
  silenceTelemetry();
  const RaveBase = load('flutterwave-node-v3/lib/rave.base.js') as new (
    p: string,
    s: string,
    url: string,
  ) => {
    _makePromiseRequest(
      url: string,
      init: RequestInit,
    ): Promise<{ res: { statusCode: number }; body: unknown }>;
  };
  const base = new RaveBase(keys.publicKey, keys.secretKey, withSlash(keys.baseUrl));
  const send = base._makePromiseRequest.bind(base);
  base._makePromiseRequest = async (url, init) => {
    // Some SDK paths start with "/": one slash after the base, as Flutterwave's routes are.
    const clean = url.replace(/([^:]\/)\/+/g, '$1');
    let answer: Awaited<ReturnType<typeof send>>;
    try {
      answer = await send(clean, { ...init, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
    } catch (error) {
      throw new ProviderUnavailableError(error);
    }
    if (answer.res.statusCode >= 500 || typeof answer.body !== 'object' || answer.body === null)
      throw new ProviderUnavailableError(new Error(`Flutterwave answered HTTP ${answer.res.statusCode}`));
    return answer;
  };
  const part = (name: string) =>
    new (load(`flutterwave-node-v3/lib/${name}.js`) as new (b: unknown) => Service)(base);
  return {
    MobileMoney: part('rave.mobile_money') as FlutterwaveSdk['MobileMoney'],
    Transaction: part('rave.transactions') as FlutterwaveSdk['Transaction'],
    Transfer: part('rave.transfers') as FlutterwaveSdk['Transfer'],
    Bank: part('rave.banks') as FlutterwaveSdk['Bank'],
    Misc: part('rave.misc') as FlutterwaveSdk['Misc'],
  };
}

export const withSlash = (url: string) => (url.endsWith('/') ? url : `${url}/`);

/**
 * Flutterwave Standard (hosted checkout): POST /v3/payments answers a link the giver pays on.
 * Not part of the SDK, so called here with the secret key, with the same error handling.
 */
export async function createHostedPayment(
  keys: { secretKey: string; baseUrl: string },
  body: Record<string, unknown>,
): Promise<FlutterwaveAnswer<{ link: string }>> {
  let response: Response;
  try {
    response = await fetch(`${withSlash(keys.baseUrl)}v3/payments`, {
      method: 'POST',
      headers: { authorization: `Bearer ${keys.secretKey}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
  } catch (error) {
    throw new ProviderUnavailableError(error);
  }
  const answer = (await response.json().catch(() => null)) as FlutterwaveAnswer<{ link: string }> | null;
  if (response.status >= 500 || !answer)
    throw new ProviderUnavailableError(new Error(`Flutterwave answered HTTP ${response.status}`));
  return answer;
}
