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

/** Test payment methods whose bank asks for 3-D Secure: the intent waits in requires_action. */
const NEEDS_AUTHENTICATION = new Set(['pm_card_authenticationRequired', 'pm_card_threeDSecure2Required']);

/**
 * A local stand-in for api.stripe.com speaking the parts of its protocol we use: form-encoded
 * requests, JSON answers, card errors with HTTP 402 and idempotent replays per Idempotency-Key.
 */
export class FakeStripe {
  readonly requests: RecordedRequest[] = [];
  readonly intents = new Map<string, Json>();
  readonly customers = new Map<string, Json>();
  /** PaymentMethods made here (created, or attached from a pm_card_* test token), by id. */
  readonly paymentMethods = new Map<string, Json>();
  /** Answer the next n requests with HTTP 500 (Stripe's api_error). */
  failNext = 0;
  /** Which requests failNext fails ("POST /v1/payment_intents"); every request when empty. */
  failOnly = '';
  /** Connected accounts that exist here: created through POST /v1/accounts, or added by a test. */
  readonly accounts = new Set<string>();
  readonly transfers = new Map<string, Json>();
  /**
   * The platform's available balance per currency (Stripe units), which transfers draw on; a
   * currency not listed here has enough for any transfer.
   */
  readonly available = new Map<string, number>();
  /** Stripe Billing: products, prices, coupons and subscriptions (with their invoices) made here. */
  readonly products = new Map<string, Json>();
  readonly prices = new Map<string, Json>();
  readonly coupons = new Map<string, Json>();
  readonly subscriptions = new Map<string, Json>();
  /** Stripe's clock for subscriptions, in seconds; the real time unless a test sets it. */
  billingNow: number | null = null;
  /** Payouts made on connected accounts (POST /v1/payouts with Stripe-Account), by id. */
  readonly payouts = new Map<string, Json>();
  /**
   * Connected accounts' available balances, by "acct_...:currency" in Stripe units, which payouts
   * draw on; one not listed here has enough for any payout.
   */
  readonly accountAvailable = new Map<string, number>();
  private actingAs: string | undefined;
  private replays = new Map<string, { status: number; body: Json; form: Record<string, string> }>();
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
        // The connected account a request acts on (Stripe-Account header), read by the routes below.
        this.actingAs = req.headers['stripe-account'] as string | undefined;
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

  /**
   * What the giver's browser and bank do with an intent in requires_action (stripe.js
   * handleNextAction): complete the 3-D Secure step, or fail it. Answers the intent as it is then.
   */
  completeAction(intentId: string, result: 'complete' | 'fail'): Json {
    const pi = this.intents.get(intentId);
    if (pi?.status !== 'requires_action') throw new Error(`${intentId} is not waiting for an action`);
    if (result === 'complete')
      Object.assign(pi, { status: 'succeeded', next_action: null, latest_charge: this.charge() });
    else
      Object.assign(pi, {
        status: 'requires_payment_method',
        next_action: null,
        last_payment_error: {
          type: 'invalid_request_error',
          code: 'payment_intent_authentication_failure',
          message: 'We are unable to authenticate your payment method.',
        },
      });
    return pi;
  }

  private cancelIntent(id: string, form: Record<string, string>): { status: number; body: Json } {
    const pi = this.intents.get(id);
    if (!pi) return missing('payment_intent');
    if (pi.status === 'succeeded' || pi.status === 'canceled')
      return {
        status: 400,
        body: {
          error: {
            type: 'invalid_request_error',
            code: 'payment_intent_unexpected_state',
            message: `You cannot cancel this PaymentIntent because it has a status of ${String(pi.status)}.`,
            payment_intent: pi,
          },
        },
      };
    Object.assign(pi, {
      status: 'canceled',
      next_action: null,
      cancellation_reason: form.cancellation_reason ?? null,
    });
    return { status: 200, body: pi };
  }

  private charge(): Json {
    return {
      id: this.id('ch'),
      object: 'charge',
      payment_method_details: {
        type: 'card',
        card: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2030 },
      },
    };
  }

  paymentIntentCalls(): RecordedRequest[] {
    return this.requests.filter((r) => r.method === 'POST' && r.path === '/v1/payment_intents');
  }

  /**
   * Stripe's rules for a PaymentIntent's card: one attached to a customer is used only with that
   * customer, a customer only with a card attached to it, and a card used without a customer or
   * detached is never used again.
   */
  private savedCardRefusal(form: Record<string, string>): { status: number; body: Json } | null {
    const pm = this.paymentMethods.get(form.payment_method ?? '');
    const customer = form.customer ?? null;
    if (!pm)
      return customer
        ? invalid('The provided PaymentMethod does not belong to the Customer.', 'customer')
        : null;
    if (pm.customer !== customer) {
      if (pm.customer)
        return invalid(
          `The PaymentMethod ${String(pm.id)} belongs to the Customer ${String(pm.customer)}. Please include the Customer in the \`customer\` parameter on the PaymentIntent.`,
          'payment_method',
        );
      return invalid('The provided PaymentMethod does not belong to the Customer.', 'customer');
    }
    if (!customer) {
      if (pm.used || pm.detached) return invalid(SPENT_METHOD, 'payment_method');
      pm.used = true;
    }
    return null;
  }

  /** A PaymentMethod made from a pm_card_* test token behaves like that token when charged. */
  private withTestCard(form: Record<string, string>): Record<string, string> {
    const pm = this.paymentMethods.get(form.payment_method ?? '');
    return pm ? { ...form, payment_method: String(pm.test_token) } : form;
  }

  private vaultRoute(method: string, path: string, form: Record<string, string>) {
    if (method === 'POST' && path === '/v1/customers') {
      const customer = { id: this.id('cus'), object: 'customer', email: form.email ?? null };
      this.customers.set(customer.id, customer);
      return { status: 200, body: customer };
    }
    if (method === 'POST' && path === '/v1/payment_methods') {
      const source = form['card[token]'] === 'tok_chargeDeclined' ? 'pm_card_chargeDeclined' : 'pm_card_visa';
      return { status: 200, body: this.newPaymentMethod(source) };
    }
    const [, id, action] = /^\/v1\/payment_methods\/([^/]+)(?:\/(attach|detach))?$/.exec(path) ?? [];
    if (!id) return null;
    const pm = this.paymentMethods.get(id);
    if (method === 'GET' && !action) return pm ? { status: 200, body: pm } : missing('payment_method');
    if (method !== 'POST' || !action) return null;
    if (action === 'attach') return this.attach(id, form.customer ?? '');
    if (!pm?.customer)
      return pm
        ? invalid(
            'The payment method you provided is not attached to a customer so detachment is impossible.',
          )
        : missing('payment_method');
    Object.assign(pm, { customer: null, detached: true });
    return { status: 200, body: pm };
  }

  private attach(id: string, customer: string): { status: number; body: Json } {
    if (!this.customers.has(customer)) return missing('customer');
    // Attaching a test token makes a new PaymentMethod, as Stripe does.
    const pm = id.startsWith('pm_card_') ? this.newPaymentMethod(id) : this.paymentMethods.get(id);
    if (!pm) return missing('payment_method');
    if (pm.customer === customer) return { status: 200, body: pm };
    if (pm.customer)
      return invalid('The payment method you provided has already been attached to a customer.');
    if (pm.used || pm.detached) return invalid(SPENT_METHOD);
    pm.customer = customer;
    return { status: 200, body: pm };
  }

  private newPaymentMethod(testToken: string): Json {
    const pm: Json = {
      id: this.id('pm'),
      object: 'payment_method',
      type: 'card',
      card: {
        brand: 'visa',
        last4: testToken === 'pm_card_visa' ? '4242' : '0002',
        fingerprint: `fp_${testToken}`,
        exp_month: 12,
        exp_year: 2034,
      },
      customer: null,
      test_token: testToken,
    };
    this.paymentMethods.set(pm.id as string, pm);
    return pm;
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
    if (this.failNext > 0 && `${method} ${path}`.startsWith(this.failOnly)) {
      this.failNext -= 1;
      return {
        status: 500,
        body: { error: { type: 'api_error', message: 'Something went wrong on Stripe.' } },
      };
    }
    const replayKey = typeof key === 'string' ? `${method} ${path} ${key}` : null;
    const replay = replayKey ? this.replays.get(replayKey) : undefined;
    if (replay) return sameForm(replay.form, form) ? replay : idempotencyMismatch(key as string);
    const result = this.route(method, path, form);
    if (replayKey) this.replays.set(replayKey, { ...result, form });
    return result;
  }

  private route(method: string, path: string, form: Record<string, string>): { status: number; body: Json } {
    if (method === 'POST' && path === '/v1/payment_intents')
      return this.savedCardRefusal(form) ?? this.createIntent(this.withTestCard(form));
    const vaulted = this.vaultRoute(method, path, form);
    if (vaulted) return vaulted;
    const billed = this.billingRoute(method, path, form);
    if (billed) return billed;
    if (method === 'GET' && path === '/v1/payment_intents/search') {
      const intentId = /metadata\['intentId'\]:'([^']+)'/.exec(form.query ?? '')?.[1];
      const data = [...this.intents.values()].filter((pi) => (pi.metadata as Json).intentId === intentId);
      return {
        status: 200,
        body: { object: 'search_result', data, has_more: false, url: '/v1/payment_intents/search' },
      };
    }
    const cancel = /^\/v1\/payment_intents\/([^/]+)\/cancel$/.exec(path);
    if (method === 'POST' && cancel?.[1]) return this.cancelIntent(cancel[1], form);
    const intent = /^\/v1\/payment_intents\/([^/]+)$/.exec(path);
    if (method === 'GET' && intent?.[1]) {
      const found = this.intents.get(intent[1]);
      return found ? { status: 200, body: found } : missing('payment_intent');
    }
    if (method === 'POST' && path === '/v1/refunds') {
      const pi = this.intents.get(form.payment_intent ?? '');
      if (!pi) return missing('payment_intent');
      if (form.reverse_transfer === 'true' && !pi.transfer_data)
        return invalid('This charge has no transfer to reverse.', 'reverse_transfer');
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
      const id = this.id('acct');
      this.accounts.add(id);
      return { status: 200, body: account(id, false) };
    }
    if (method === 'POST' && path === '/v1/transfers') return this.createTransfer(form);
    if (method === 'POST' && path === '/v1/payouts') return this.createPayout(form);
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

  billingCalls(path: string): RecordedRequest[] {
    return this.requests.filter((r) => r.method !== 'GET' && r.path.startsWith(path));
  }

  /** Products, Prices (found by lookup_key), Coupons and Subscriptions, as Stripe Billing answers them. */
  private billingRoute(method: string, path: string, form: Record<string, string>) {
    const [, resource, id] = /^\/v1\/(products|prices|coupons|subscriptions)(?:\/([^/]+))?$/.exec(path) ?? [];
    if (!resource) return null;
    if (resource === 'prices' && method === 'GET' && !id) {
      const keys = Object.entries(form)
        .filter(([name]) => name.startsWith('lookup_keys['))
        .map(([, value]) => value);
      const data = [...this.prices.values()].filter((p) => keys.includes(String(p.lookup_key)));
      return { status: 200, body: { object: 'list', data, has_more: false, url: '/v1/prices' } };
    }
    if (resource === 'subscriptions') return this.subscriptionRoute(method, id, form);
    const store = { products: this.products, prices: this.prices, coupons: this.coupons }[resource];
    if (!store) return null;
    if (method === 'GET' && id) {
      const found = store.get(id);
      return found ? { status: 200, body: found } : missing(resource.slice(0, -1));
    }
    if (method !== 'POST' || id) return null;
    if (resource === 'products') {
      const product = { id: form.id ?? this.id('prod'), object: 'product', name: form.name };
      if (this.products.has(product.id)) return invalid('Product already exists.', 'id');
      this.products.set(product.id, product);
      return { status: 200, body: product };
    }
    if (resource === 'prices') {
      if (!this.products.has(form.product ?? '')) return missing('product');
      const price = {
        id: this.id('price'),
        object: 'price',
        product: form.product,
        currency: form.currency,
        unit_amount: Number(form.unit_amount),
        recurring: { interval: form['recurring[interval]'] },
        lookup_key: form.lookup_key ?? null,
        active: true,
      };
      this.prices.set(price.id, price);
      return { status: 200, body: price };
    }
    const coupon = {
      id: form.id ?? this.id('coupon'),
      object: 'coupon',
      name: form.name ?? null,
      duration: form.duration,
      percent_off: form.percent_off ? Number(form.percent_off) : null,
      amount_off: form.amount_off ? Number(form.amount_off) : null,
      currency: form.currency ?? null,
    };
    if (this.coupons.has(coupon.id)) return invalid('Coupon already exists.', 'id');
    this.coupons.set(coupon.id, coupon);
    return { status: 200, body: coupon };
  }

  private subscriptionRoute(method: string, id: string | undefined, form: Record<string, string>) {
    if (method === 'POST' && !id) return this.createSubscription(form);
    const sub = id ? this.subscriptions.get(id) : undefined;
    if (!sub) return missing('subscription');
    if (method === 'GET') return { status: 200, body: sub };
    if (method === 'DELETE') {
      Object.assign(sub, { status: 'canceled', canceled_at: this.clock() });
      return { status: 200, body: sub };
    }
    if (form.cancel_at_period_end !== undefined)
      sub.cancel_at_period_end = form.cancel_at_period_end === 'true';
    return { status: 200, body: sub };
  }

  private clock(): number {
    return this.billingNow ?? Math.floor(Date.now() / 1000);
  }

  /** A calendar month or year on, as Stripe bills (a day past the month's end falls back to its last day). */
  private periodEnd(start: number, interval: string): number {
    const date = new Date(start * 1000);
    const day = date.getUTCDate();
    date.setUTCDate(1);
    date.setUTCMonth(date.getUTCMonth() + (interval === 'year' ? 12 : 1));
    const last = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate();
    date.setUTCDate(Math.min(day, last));
    return Math.floor(date.getTime() / 1000);
  }

  /**
   * POST /v1/subscriptions with payment_behavior=allow_incomplete: the first invoice is paid at once
   * with the default payment method (attached to the customer), less a coupon; a trial invoices 0.
   * A card needing 3-D Secure or declined leaves the subscription incomplete with its PaymentIntent.
   */
  private createSubscription(form: Record<string, string>): { status: number; body: Json } {
    const customer = form.customer ?? '';
    if (!this.customers.has(customer)) return missing('customer');
    const pm = this.paymentMethods.get(form.default_payment_method ?? '');
    if (!pm || pm.customer !== customer)
      return invalid('The PaymentMethod must be attached to the customer.', 'default_payment_method');
    const price = this.prices.get(form['items[0][price]'] ?? '');
    if (!price) return missing('price');
    const coupon = form['discounts[0][coupon]'] ? this.coupons.get(form['discounts[0][coupon]']) : undefined;
    if (form['discounts[0][coupon]'] && !coupon) return missing('coupon');
    const now = this.clock();
    const trialEnd = form.trial_end ? Number(form.trial_end) : null;
    const start = now;
    const end = trialEnd ?? this.periodEnd(start, String((price.recurring as Json).interval));
    const unit = Number(price.unit_amount);
    const off = coupon
      ? coupon.percent_off
        ? Math.round((unit * Number(coupon.percent_off)) / 100)
        : Number(coupon.amount_off)
      : 0;
    const due = trialEnd ? 0 : Math.max(0, unit - off);
    const subId = this.id('sub');
    const invoice: Json = {
      id: this.id('in'),
      object: 'invoice',
      number: `FAKE-${String(this.seq).padStart(4, '0')}`,
      status: 'paid',
      currency: price.currency,
      amount_due: due,
      amount_paid: due,
      period_start: start,
      period_end: start,
      lines: { object: 'list', data: [{ period: { start, end } }] },
      parent: { type: 'subscription_details', subscription_details: { subscription: subId } },
      payments: { object: 'list', data: [] as Json[] },
    };
    let status = trialEnd ? 'trialing' : 'active';
    if (due > 0) {
      const charged = this.createIntent(
        this.withTestCard({
          amount: String(due),
          currency: String(price.currency),
          payment_method: String(pm.id),
          'metadata[intentId]': subId,
        }),
      );
      const pi = this.intents.get(
        String(
          (charged.body.id as string | undefined) ??
            ((charged.body.error as Json)?.payment_intent as Json)?.id,
        ),
      );
      if (pi)
        (invoice.payments as Json).data = [{ payment: { type: 'payment_intent', payment_intent: pi.id } }];
      if (pi?.status !== 'succeeded') {
        status = 'incomplete';
        Object.assign(invoice, { status: 'open', amount_paid: 0 });
      }
    }
    const sub: Json = {
      id: subId,
      object: 'subscription',
      status,
      customer,
      default_payment_method: pm.id,
      cancel_at_period_end: false,
      trial_end: trialEnd,
      discounts: coupon ? [coupon.id] : [],
      metadata: metadataOf(form),
      items: {
        object: 'list',
        data: [{ id: this.id('si'), price, current_period_start: start, current_period_end: end }],
      },
      latest_invoice: invoice,
    };
    this.subscriptions.set(subId, sub);
    return { status: 200, body: sub };
  }

  payoutCalls(): RecordedRequest[] {
    return this.requests.filter((r) => r.method === 'POST' && r.path === '/v1/payouts');
  }

  /** A payout from a connected account's balance to its bank, pending until Stripe says (webhook). */
  private createPayout(form: Record<string, string>): { status: number; body: Json } {
    const acct = this.actingAs ?? '';
    if (!this.accounts.has(acct))
      return {
        status: 403,
        body: {
          error: {
            type: 'invalid_request_error',
            message: `The provided key does not have access to account '${acct}' (or that account does not exist).`,
          },
        },
      };
    const amount = Number(form.amount);
    const balanceKey = `${acct}:${form.currency ?? ''}`;
    const available = this.accountAvailable.get(balanceKey);
    if (available !== undefined && available < amount)
      return {
        status: 400,
        body: {
          error: {
            type: 'invalid_request_error',
            code: 'balance_insufficient',
            message: 'You have insufficient funds in your Stripe account for this transfer.',
          },
        },
      };
    if (available !== undefined) this.accountAvailable.set(balanceKey, available - amount);
    const payout: Json = {
      id: this.id('po'),
      object: 'payout',
      amount,
      currency: form.currency,
      description: form.description ?? null,
      status: 'pending',
      failure_code: null,
      failure_message: null,
      metadata: metadataOf(form),
      account: acct,
    };
    this.payouts.set(payout.id as string, payout);
    return { status: 200, body: payout };
  }

  transferCalls(): RecordedRequest[] {
    return this.requests.filter((r) => r.method === 'POST' && r.path === '/v1/transfers');
  }

  /** Moves money from the platform's balance to a connected account, as POST /v1/transfers does. */
  private createTransfer(form: Record<string, string>): { status: number; body: Json } {
    const destination = form.destination ?? '';
    if (!this.accounts.has(destination))
      return {
        status: 400,
        body: {
          error: {
            type: 'invalid_request_error',
            code: 'resource_missing',
            param: 'destination',
            message: `No such destination: '${destination}'`,
          },
        },
      };
    const amount = Number(form.amount);
    const currency = form.currency ?? '';
    const available = this.available.get(currency);
    if (available !== undefined && available < amount)
      return {
        status: 400,
        body: {
          error: {
            type: 'invalid_request_error',
            code: 'balance_insufficient',
            message:
              'You have insufficient available funds in your Stripe account. Try adding funds directly to your available balance by creating Charges using the 4000000000000077 test card.',
          },
        },
      };
    if (available !== undefined) this.available.set(currency, available - amount);
    const transfer: Json = {
      id: this.id('tr'),
      object: 'transfer',
      amount,
      amount_reversed: 0,
      currency,
      description: form.description ?? null,
      destination,
      metadata: metadataOf(form),
      reversed: false,
      transfer_group: form.transfer_group ?? null,
    };
    this.transfers.set(transfer.id as string, transfer);
    return { status: 200, body: transfer };
  }

  private createIntent(form: Record<string, string>): { status: number; body: Json } {
    const id = this.id('pi');
    const pi: Json = {
      id,
      object: 'payment_intent',
      client_secret: `${id}_secret_fake${this.seq}`,
      next_action: null,
      cancellation_reason: null,
      amount: Number(form.amount),
      currency: form.currency,
      // A separate charge (transfer_group) has neither: the platform keeps the money.
      application_fee_amount: form.application_fee_amount ? Number(form.application_fee_amount) : null,
      transfer_data: form['transfer_data[destination]']
        ? { destination: form['transfer_data[destination]'] }
        : null,
      transfer_group: form.transfer_group ?? null,
      metadata: { intentId: form['metadata[intentId]'] },
      payment_method: form.payment_method,
      status: 'succeeded',
      last_payment_error: null,
      latest_charge: this.charge(),
    };
    if (NEEDS_AUTHENTICATION.has(form.payment_method ?? '') && form.error_on_requires_action !== 'true') {
      Object.assign(pi, {
        status: 'requires_action',
        latest_charge: null,
        next_action: { type: 'use_stripe_sdk', use_stripe_sdk: { type: 'three_d_secure_redirect' } },
      });
      this.intents.set(id, pi);
      return { status: 200, body: pi };
    }
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

const metadataOf = (form: Record<string, string>) =>
  Object.fromEntries(
    Object.entries(form)
      .map(([name, value]) => [/^metadata\[(.+)\]$/.exec(name)?.[1], value] as const)
      .filter(([name]) => name !== undefined),
  );

const sameForm = (a: Record<string, string>, b: Record<string, string>) =>
  JSON.stringify(Object.entries(a).sort()) === JSON.stringify(Object.entries(b).sort());

/** Stripe's answer to a key reused with other parameters. */
const idempotencyMismatch = (key: string) => ({
  status: 400,
  body: {
    error: {
      type: 'idempotency_error',
      message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
    },
  },
});

const SPENT_METHOD =
  'This PaymentMethod was previously used without being attached to a Customer or was detached from a Customer, and may not be used again.';

const invalid = (message: string, param?: string) => ({
  status: 400,
  body: { error: { type: 'invalid_request_error', message, ...(param ? { param } : {}) } },
});

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
