import { createHash, createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createPaypalClient } from '../src/integrations/payments/paypal/paypal-client.ts';
import { createPaypalSdkProvider } from '../src/integrations/payments/paypal/paypal-sdk-provider.ts';
import type { PaypalProvider } from '../src/integrations/payments/paypal/paypal-provider.ts';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

export interface RecordedPaypalRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

const WHOLE_UNITS = new Set(['HUF', 'TWD', 'JPY']);
const id17 = () => randomBytes(12).toString('hex').toUpperCase().slice(0, 17);
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const error = (status: number, name: string, issue?: string, extra: Json = {}) => ({
  status,
  body: {
    name,
    message: name,
    debug_id: id17(),
    details: issue ? [{ issue, description: issue }] : [],
    ...extra,
  },
});

/**
 * A local stand-in for api-m.paypal.com speaking the parts of its REST API we use, as PayPal
 * documents them: OAuth client credentials, Orders v2 (create, show, capture), captures (show,
 * refund), Payouts (create, show item) and verify-webhook-signature; PayPal-Request-Id replays the
 * first answer. Webhook signatures are an HMAC over the transmission fields and the event's exact
 * bytes (PayPal's own check uses its certificate; what matters here is that a forged or altered
 * event fails and that the event must be sent back unchanged).
 */
export class FakePaypal {
  readonly clientId = 'fake-paypal-client';
  readonly clientSecret = 'fake-paypal-secret';
  readonly webhookId = 'WH-FAKE-0001';
  readonly requests: RecordedPaypalRequest[] = [];
  readonly orders = new Map<string, Json>();
  readonly captures = new Map<string, Json>();
  readonly payoutItems = new Map<string, Json>();
  /** Orders whose funding source is refused at capture (INSTRUMENT_DECLINED). */
  readonly declineAtCapture = new Set<string>();
  /** Answer the next n requests (matching failOnly, e.g. "POST /v2/checkout/orders") with HTTP 500. */
  failNext = 0;
  failOnly = '';
  private readonly signingKey = randomBytes(16).toString('hex');
  private readonly tokens = new Set<string>();
  private readonly replays = new Map<string, { status: number; body: Json }>();
  private readonly batches = new Map<string, Json>();
  private server: Server;

  constructor() {
    this.server = createServer((req, res) => {
      let raw = '';
      req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
      req.on('end', () => {
        const url = new URL(req.url ?? '/', 'http://localhost');
        const method = req.method ?? 'GET';
        this.requests.push({ method, path: url.pathname, headers: req.headers, body: raw });
        const { status, body } = this.answer(method, url.pathname, req.headers, raw);
        res.writeHead(status, { 'content-type': 'application/json', 'paypal-debug-id': id17() });
        res.end(JSON.stringify(body));
      });
    });
  }

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return this.url;
  }

  get url(): string {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  /** The giver approves the order in PayPal's window. */
  approve(orderId: string): void {
    const order = this.orders.get(orderId);
    if (!order) throw new Error(`no order ${orderId}`);
    order.status = 'APPROVED';
    order.payer = { email_address: 'giver@example.com', payer_id: 'PAYER1234' };
  }

  /** A refund made in PayPal's dashboard (not through our API): answers the refund resource. */
  refundAtPaypal(captureId: string, value: string): Json {
    const answer = this.refund(captureId, {
      amount: { value, currency_code: this.captures.get(captureId)?.amount.currency_code },
    });
    if (answer.status !== 201) throw new Error(`refund refused: ${JSON.stringify(answer.body)}`);
    return answer.body;
  }

  setPayoutItem(itemId: string, status: string, errors?: Json): void {
    const item = this.payoutItems.get(itemId);
    if (!item) throw new Error(`no payout item ${itemId}`);
    item.transaction_status = status;
    if (errors) item.errors = errors;
  }

  /** A webhook event as PayPal sends it, with the headers a genuine delivery carries. */
  webhook(eventType: string, resource: Json): { body: string; headers: Record<string, string> } {
    const body = JSON.stringify({
      id: `WH-${id17()}`,
      event_version: '1.0',
      create_time: new Date().toISOString(),
      resource_type: eventType.split('.')[1]?.toLowerCase() ?? 'unknown',
      event_type: eventType,
      summary: eventType,
      resource,
    });
    const transmissionId = randomBytes(8).toString('hex');
    const time = new Date().toISOString();
    return {
      body,
      headers: {
        'content-type': 'application/json',
        'paypal-transmission-id': transmissionId,
        'paypal-transmission-time': time,
        'paypal-transmission-sig': this.sign(transmissionId, time, body),
        'paypal-cert-url': 'https://api.sandbox.paypal.com/v1/notifications/certs/CERT-FAKE',
        'paypal-auth-algo': 'SHA256withRSA',
      },
    };
  }

  private sign(transmissionId: string, time: string, rawEvent: string): string {
    return createHmac('sha256', this.signingKey)
      .update(`${transmissionId}|${time}|${this.webhookId}|${sha256(rawEvent)}`)
      .digest('base64');
  }

  private answer(
    method: string,
    path: string,
    headers: IncomingHttpHeaders,
    raw: string,
  ): { status: number; body: Json } {
    const route = `${method} ${path}`;
    if (this.failNext > 0 && (!this.failOnly || route.startsWith(this.failOnly))) {
      this.failNext -= 1;
      return error(500, 'INTERNAL_SERVER_ERROR');
    }
    if (route === 'POST /v1/oauth2/token') return this.token(headers, raw);
    const bearer = /^Bearer (.+)$/.exec(headers.authorization ?? '')?.[1];
    if (!bearer || !this.tokens.has(bearer)) return error(401, 'AUTHENTICATION_FAILURE');
    const requestId = headers['paypal-request-id'];
    const replayKey = typeof requestId === 'string' ? `${route} ${requestId}` : null;
    const replay = replayKey ? this.replays.get(replayKey) : undefined;
    if (replay) return replay;
    const answer = this.route(method, path, raw);
    if (replayKey && answer.status < 500) this.replays.set(replayKey, answer);
    return answer;
  }

  private route(method: string, path: string, raw: string): { status: number; body: Json } {
    const body = raw ? (JSON.parse(raw) as Json) : {};
    let m: RegExpExecArray | null;
    if (method === 'POST' && path === '/v2/checkout/orders') return this.createOrder(body);
    if (method === 'GET' && (m = /^\/v2\/checkout\/orders\/([^/]+)$/.exec(path)))
      return this.orders.has(m[1]!)
        ? { status: 200, body: this.orders.get(m[1]!)! }
        : error(404, 'RESOURCE_NOT_FOUND', 'INVALID_RESOURCE_ID');
    if (method === 'POST' && (m = /^\/v2\/checkout\/orders\/([^/]+)\/capture$/.exec(path)))
      return this.capture(m[1]!);
    if (method === 'GET' && (m = /^\/v2\/payments\/captures\/([^/]+)$/.exec(path)))
      return this.captures.has(m[1]!)
        ? { status: 200, body: this.captures.get(m[1]!)! }
        : error(404, 'RESOURCE_NOT_FOUND', 'INVALID_RESOURCE_ID');
    if (method === 'POST' && (m = /^\/v2\/payments\/captures\/([^/]+)\/refund$/.exec(path)))
      return this.refund(m[1]!, body);
    if (method === 'POST' && path === '/v1/payments/payouts') return this.payout(body);
    if (method === 'GET' && (m = /^\/v1\/payments\/payouts-item\/([^/]+)$/.exec(path)))
      return this.payoutItems.has(m[1]!)
        ? { status: 200, body: this.payoutItems.get(m[1]!)! }
        : error(404, 'INVALID_RESOURCE_ID');
    if (method === 'POST' && path === '/v1/notifications/verify-webhook-signature') return this.verify(raw);
    return error(404, 'NOT_FOUND');
  }

  private token(headers: IncomingHttpHeaders, raw: string) {
    const expected = `Basic ${Buffer.from(`${this.clientId}:${this.clientSecret}`).toString('base64')}`;
    if (headers.authorization !== expected || !raw.includes('grant_type=client_credentials'))
      return {
        status: 401,
        body: { error: 'invalid_client', error_description: 'Client Authentication failed' },
      };
    const accessToken = `A21AA${randomBytes(16).toString('hex')}`;
    this.tokens.add(accessToken);
    return {
      status: 200,
      body: {
        scope: 'https://uri.paypal.com/services/payments/payouts',
        access_token: accessToken,
        token_type: 'Bearer',
        app_id: 'APP-FAKE',
        expires_in: 32400,
        nonce: id17(),
      },
    };
  }

  private createOrder(body: Json) {
    const unit = body.purchase_units?.[0];
    const amount = unit?.amount;
    if (body.intent !== 'CAPTURE' || !amount?.currency_code || !/^\d+(\.\d{1,2})?$/.test(amount.value ?? ''))
      return error(400, 'INVALID_REQUEST', 'INVALID_PARAMETER_VALUE');
    if (WHOLE_UNITS.has(amount.currency_code) && amount.value.includes('.'))
      return error(422, 'UNPROCESSABLE_ENTITY', 'DECIMAL_PRECISION');
    const id = id17();
    const order = {
      id,
      intent: 'CAPTURE',
      status: 'PAYER_ACTION_REQUIRED',
      payment_source: { paypal: {} },
      purchase_units: [
        { reference_id: 'default', amount, custom_id: unit.custom_id, description: unit.description },
      ],
      create_time: new Date().toISOString(),
      links: [
        { href: `${this.url}/v2/checkout/orders/${id}`, rel: 'self', method: 'GET' },
        {
          href: `https://www.sandbox.paypal.com/checkoutnow?token=${id}`,
          rel: 'payer-action',
          method: 'GET',
        },
      ],
    };
    this.orders.set(id, order);
    return { status: 200, body: order };
  }

  private capture(orderId: string) {
    const order = this.orders.get(orderId);
    if (!order) return error(404, 'RESOURCE_NOT_FOUND', 'INVALID_RESOURCE_ID');
    if (order.status === 'COMPLETED') return error(422, 'UNPROCESSABLE_ENTITY', 'ORDER_ALREADY_CAPTURED');
    if (order.status !== 'APPROVED') return error(422, 'UNPROCESSABLE_ENTITY', 'ORDER_NOT_APPROVED');
    if (this.declineAtCapture.has(orderId)) return error(422, 'UNPROCESSABLE_ENTITY', 'INSTRUMENT_DECLINED');
    const unit = order.purchase_units[0];
    const id = id17();
    const capture = {
      id,
      status: 'COMPLETED',
      amount: unit.amount,
      final_capture: true,
      custom_id: unit.custom_id,
      seller_receivable_breakdown: { gross_amount: unit.amount },
      create_time: new Date().toISOString(),
      links: [
        { href: `${this.url}/v2/payments/captures/${id}`, rel: 'self', method: 'GET' },
        { href: `${this.url}/v2/payments/captures/${id}/refund`, rel: 'refund', method: 'POST' },
        { href: `${this.url}/v2/checkout/orders/${orderId}`, rel: 'up', method: 'GET' },
      ],
    };
    this.captures.set(id, capture);
    order.status = 'COMPLETED';
    unit.payments = { captures: [capture], refunds: [] };
    return { status: 201, body: order };
  }

  private refund(captureId: string, body: Json) {
    const capture = this.captures.get(captureId);
    if (!capture) return error(404, 'RESOURCE_NOT_FOUND', 'INVALID_RESOURCE_ID');
    const currency = capture.amount.currency_code;
    const cents = (value: string) => Math.round(Number(value) * 100);
    const order = this.orders.get(/orders\/([^/]+)$/.exec(capture.links[2].href)![1]!)!;
    const refunds: Json[] = order.purchase_units[0].payments.refunds;
    const before = refunds.reduce((sum, r) => sum + cents(r.amount.value), 0);
    const asked = body.amount?.value ? cents(body.amount.value) : cents(capture.amount.value) - before;
    if (asked <= 0 || before + asked > cents(capture.amount.value))
      return error(422, 'UNPROCESSABLE_ENTITY', 'REFUND_AMOUNT_EXCEEDED');
    const major = (c: number) => (WHOLE_UNITS.has(currency) ? String(c / 100) : (c / 100).toFixed(2));
    const id = id17();
    const refund = {
      id,
      status: 'COMPLETED',
      amount: { currency_code: currency, value: major(asked) },
      seller_payable_breakdown: {
        total_refunded_amount: { currency_code: currency, value: major(before + asked) },
      },
      create_time: new Date().toISOString(),
      links: [
        { href: `${this.url}/v2/payments/refunds/${id}`, rel: 'self', method: 'GET' },
        { href: `${this.url}/v2/payments/captures/${captureId}`, rel: 'up', method: 'GET' },
      ],
    };
    refunds.push(refund);
    capture.status = before + asked === cents(capture.amount.value) ? 'REFUNDED' : 'PARTIALLY_REFUNDED';
    return { status: 201, body: refund };
  }

  private payout(body: Json) {
    const header = body.sender_batch_header ?? {};
    const earlier = [...this.batches.values()].find(
      (b) => b.sender_batch_header.sender_batch_id === header.sender_batch_id,
    );
    if (earlier)
      return error(400, 'USER_BUSINESS_ERROR', undefined, {
        message: 'Batch with given sender_batch_id already exists',
        links: [
          { href: `${this.url}/v1/payments/payouts/${earlier.payout_batch_id}`, rel: 'self', method: 'GET' },
        ],
      });
    const batchId = id17();
    for (const item of body.items ?? []) {
      const itemId = id17();
      this.payoutItems.set(itemId, {
        payout_item_id: itemId,
        transaction_id: id17(),
        // An email without a PayPal account: held for the person to claim.
        transaction_status: /\+unclaimed@/.test(item.receiver) ? 'UNCLAIMED' : 'SUCCESS',
        payout_batch_id: batchId,
        payout_item: { ...item },
        time_processed: new Date().toISOString(),
      });
    }
    const batch = { payout_batch_id: batchId, batch_status: 'PENDING', sender_batch_header: header };
    this.batches.set(batchId, batch);
    return {
      status: 201,
      body: {
        batch_header: batch,
        links: [{ href: `${this.url}/v1/payments/payouts/${batchId}`, rel: 'self', method: 'GET' }],
      },
    };
  }

  private verify(raw: string) {
    const body = JSON.parse(raw) as Json;
    // The event's exact bytes as sent back: everything after "webhook_event": up to the closing brace.
    const at = raw.indexOf('"webhook_event":');
    const rawEvent = at >= 0 ? raw.slice(at + '"webhook_event":'.length, raw.lastIndexOf('}')) : '';
    const valid =
      body.webhook_id === this.webhookId &&
      typeof body.transmission_sig === 'string' &&
      body.transmission_sig === this.sign(body.transmission_id, body.transmission_time, rawEvent);
    return { status: 200, body: { verification_status: valid ? 'SUCCESS' : 'FAILURE' } };
  }
}

/** Starts the stand-in and answers the real SDK provider pointed at it, as PayPal mode runs. */
export async function paypalProviderOn(fake: FakePaypal): Promise<PaypalProvider> {
  const apiBase = await fake.start();
  const client = createPaypalClient({
    clientId: fake.clientId,
    clientSecret: fake.clientSecret,
    environment: 'sandbox',
    apiBase,
  });
  return createPaypalSdkProvider({ client, clientId: fake.clientId });
}
