import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  form: Record<string, string>;
}

type Json = Record<string, unknown>;

/** Stripe's test payment methods and what they do when a PaymentIntent is confirmed with them. */
const DECLINES: Record<string, { code: string; decline_code?: string; message: string }> = {
  pm_card_chargeDeclined: {
    code: 'card_declined',
    decline_code: 'generic_decline',
    message: 'Your card was declined.',
  },
  pm_card_chargeDeclinedInsufficientFunds: {
    code: 'card_declined',
    decline_code: 'insufficient_funds',
    message: 'Your card has insufficient funds.',
  },
  pm_card_authenticationRequired: {
    code: 'authentication_required',
    message: 'Your card was declined. This transaction requires authentication.',
  },
};

/**
 * A local stand-in for api.stripe.com speaking the parts of its protocol we use: form-encoded
 * requests, JSON answers, card errors with HTTP 402 and idempotent replays per Idempotency-Key.
 */
export class FakeStripe {
  readonly requests: RecordedRequest[] = [];
  readonly intents = new Map<string, Json>();
  /** Answer the next n requests with HTTP 500 (Stripe's api_error). */
  failNext = 0;
  private replays = new Map<string, { status: number; body: Json }>();
  private server: Server;
  private seq = 0;

  constructor() {
    this.server = createServer((req, res) => {
      let raw = '';
      req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
      req.on('end', () => {
        const url = new URL(req.url ?? '/', 'http://localhost');
        const form = Object.fromEntries(new URLSearchParams(req.method === 'GET' ? url.search : raw));
        this.requests.push({ method: req.method ?? 'GET', path: url.pathname, headers: req.headers, form });
        const { status, body } = this.answer(
          req.method ?? 'GET',
          url.pathname,
          form,
          req.headers['idempotency-key'],
        );
        res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${this.seq}` });
        res.end(JSON.stringify(body));
      });
    });
  }

  async start(): Promise<void> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  /** An SDK client aimed at this server instead of api.stripe.com. */
  client(options: { maxNetworkRetries?: number } = {}): Stripe {
    const { port } = this.server.address() as AddressInfo;
    return new Stripe('sk_test_fake', {
      host: '127.0.0.1',
      port,
      protocol: 'http',
      maxNetworkRetries: options.maxNetworkRetries ?? 0,
      telemetry: false,
    });
  }

  paymentIntentCalls(): RecordedRequest[] {
    return this.requests.filter((r) => r.method === 'POST' && r.path === '/v1/payment_intents');
  }

  private id(prefix: string) {
    this.seq += 1;
    return `${prefix}_fake${String(this.seq).padStart(6, '0')}`;
  }

  private answer(
    method: string,
    path: string,
    form: Record<string, string>,
    key: string | string[] | undefined,
  ) {
    if (this.failNext > 0) {
      this.failNext -= 1;
      return {
        status: 500,
        body: { error: { type: 'api_error', message: 'Something went wrong on Stripe.' } },
      };
    }
    const replayKey = typeof key === 'string' ? `${method} ${path} ${key}` : null;
    const replay = replayKey ? this.replays.get(replayKey) : undefined;
    if (replay) return replay;
    const result = this.route(method, path, form);
    if (replayKey) this.replays.set(replayKey, result);
    return result;
  }

  private route(method: string, path: string, form: Record<string, string>): { status: number; body: Json } {
    if (method === 'POST' && path === '/v1/payment_intents') return this.createIntent(form);
    if (method === 'GET' && path === '/v1/payment_intents/search') {
      const intentId = /metadata\['intentId'\]:'([^']+)'/.exec(form.query ?? '')?.[1];
      const data = [...this.intents.values()].filter((pi) => (pi.metadata as Json).intentId === intentId);
      return {
        status: 200,
        body: { object: 'search_result', data, has_more: false, url: '/v1/payment_intents/search' },
      };
    }
    const intent = /^\/v1\/payment_intents\/([^/]+)$/.exec(path);
    if (method === 'GET' && intent?.[1]) {
      const found = this.intents.get(intent[1]);
      return found ? { status: 200, body: found } : missing('payment_intent');
    }
    if (method === 'POST' && path === '/v1/refunds') {
      const pi = this.intents.get(form.payment_intent ?? '');
      if (!pi) return missing('payment_intent');
      const amount = Number(form.amount ?? pi.amount);
      return {
        status: 200,
        body: {
          id: this.id('re'),
          object: 'refund',
          amount,
          currency: pi.currency,
          payment_intent: pi.id,
          status: 'succeeded',
        },
      };
    }
    if (method === 'POST' && path === '/v1/accounts') {
      return { status: 200, body: account(this.id('acct'), false) };
    }
    const acct = /^\/v1\/accounts\/([^/]+)$/.exec(path);
    if (method === 'GET' && acct?.[1])
      return { status: 200, body: account(acct[1], acct[1].includes('ready')) };
    if (method === 'POST' && path === '/v1/account_links') {
      return {
        status: 200,
        body: { object: 'account_link', url: `https://connect.stripe.com/setup/e/${form.account}/fake` },
      };
    }
    return {
      status: 404,
      body: {
        error: { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${path})` },
      },
    };
  }

  private createIntent(form: Record<string, string>): { status: number; body: Json } {
    const pi: Json = {
      id: this.id('pi'),
      object: 'payment_intent',
      amount: Number(form.amount),
      currency: form.currency,
      application_fee_amount: Number(form.application_fee_amount),
      transfer_data: { destination: form['transfer_data[destination]'] },
      metadata: { intentId: form['metadata[intentId]'] },
      payment_method: form.payment_method,
      status: 'succeeded',
      last_payment_error: null,
      latest_charge: {
        id: this.id('ch'),
        object: 'charge',
        payment_method_details: {
          type: 'card',
          card: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2030 },
        },
      },
    };
    const decline = DECLINES[form.payment_method ?? ''];
    if (decline) {
      pi.status = 'requires_payment_method';
      pi.last_payment_error = { type: 'card_error', ...decline };
      this.intents.set(pi.id as string, pi);
      return { status: 402, body: { error: { type: 'card_error', ...decline, payment_intent: pi } } };
    }
    if (!String(form.payment_method).startsWith('pm_card_')) {
      return {
        status: 400,
        body: {
          error: {
            type: 'invalid_request_error',
            code: 'resource_missing',
            param: 'payment_method',
            message: 'No such PaymentMethod',
          },
        },
      };
    }
    this.intents.set(pi.id as string, pi);
    return { status: 200, body: pi };
  }
}

const missing = (what: string) => ({
  status: 404,
  body: { error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such ${what}` } },
});

const account = (id: string, ready: boolean) => ({
  id,
  object: 'account',
  type: 'express',
  charges_enabled: ready,
  details_submitted: ready,
  payouts_enabled: ready,
});
