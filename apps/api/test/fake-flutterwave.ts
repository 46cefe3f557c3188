import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

type Json = Record<string, unknown>;

export interface RecordedFlutterwaveRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  headers: IncomingHttpHeaders;
  body: Json;
}

export const FAKE_FLUTTERWAVE_SECRET = 'FLWSECK_TEST-fake-secret-X';
export const FAKE_FLUTTERWAVE_PUBLIC = 'FLWPUBK_TEST-fake-public-X';

const BANKS: Record<string, { id: number; code: string; name: string }[]> = {
  NG: [
    { id: 1, code: '044', name: 'Access Bank' },
    { id: 2, code: '058', name: 'Guaranty Trust Bank' },
  ],
  GH: [{ id: 3, code: 'GH280100', name: 'Access Bank Ghana' }],
  KE: [{ id: 4, code: '68', name: 'Equity Bank' }],
};

/**
 * A local stand-in for api.flutterwave.com (v3) answering as its API reference documents: JSON
 * bodies `{ status, message, data }`, a Bearer secret key, amounts in major units, transactions
 * found by id or tx_ref, transfers by id or reference. Tests play the giver with `complete()`.
 */
export class FakeFlutterwave {
  readonly requests: RecordedFlutterwaveRequest[] = [];
  /** Transactions by id (numeric, as Flutterwave's). */
  readonly transactions = new Map<number, Json>();
  /** Hosted checkouts opened (POST /v3/payments), by tx_ref. */
  readonly checkouts = new Map<string, Json>();
  readonly transfers = new Map<number, Json>();
  readonly refunds: Json[] = [];
  /** Accounts the banks know, "bankCode:number" -> holder's name. */
  readonly accounts = new Map<string, string>([['044:0690000031', 'Ada Obi']]);
  /** Answer the next n requests with HTTP 500. */
  failNext = 0;
  /** Transfers are refused for lack of balance. */
  balanceEmpty = false;
  private server: Server;
  private seq = 1_000_000;

  constructor() {
    this.server = createServer((req, res) => {
      let raw = '';
      req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
      req.on('end', () => {
        const url = new URL((req.url ?? '/').replace(/\/{2,}/g, '/'), 'http://localhost');
        let body: Json = {};
        try {
          body = raw ? (JSON.parse(raw) as Json) : {};
        } catch {
          body = {};
        }
        const query = Object.fromEntries(url.searchParams);
        this.requests.push({
          method: req.method ?? 'GET',
          path: url.pathname,
          query,
          headers: req.headers,
          body,
        });
        const { status, answer } = this.route(req.method ?? 'GET', url.pathname, query, body, req.headers);
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(answer));
      });
    });
  }

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/`;
  }

  async stop(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  /** The giver pays (or refuses) on their phone or the hosted page: the transaction gets its end. */
  complete(
    txRef: string,
    status: 'successful' | 'failed',
    change: { amount?: number; currency?: string; processor_response?: string } = {},
  ): Json {
    let tx = [...this.transactions.values()].find((t) => t.tx_ref === txRef);
    if (!tx) {
      const checkout = this.checkouts.get(txRef);
      if (!checkout) throw new Error(`no charge with tx_ref ${txRef}`);
      tx = this.newTransaction({ ...checkout, payment_type: 'card' });
      tx.card = { first_6digits: '553188', last_4digits: '2950', type: 'MASTERCARD', expiry: '09/32' };
    }
    Object.assign(
      tx,
      { status, processor_response: status === 'successful' ? 'Approved' : 'Declined' },
      change,
    );
    return tx;
  }

  transactionOf(txRef: string): Json | undefined {
    return [...this.transactions.values()].find((t) => t.tx_ref === txRef);
  }

  private newTransaction(fields: Json): Json {
    const id = ++this.seq;
    const tx: Json = {
      id,
      tx_ref: fields.tx_ref,
      flw_ref: `FLW-MOCK-${id}`,
      amount: fields.amount,
      charged_amount: fields.amount,
      currency: fields.currency,
      status: 'pending',
      processor_response: 'Transaction in progress',
      payment_type: fields.payment_type ?? 'mobilemoney',
      customer: {
        email: (fields.customer as Json | undefined)?.email ?? fields.email,
        phone_number: fields.phone_number ?? null,
      },
      meta: fields.meta ?? null,
      amount_refunded: 0,
      created_at: new Date().toISOString(),
    };
    this.transactions.set(id, tx);
    return tx;
  }

  private route(
    method: string,
    path: string,
    query: Record<string, string>,
    body: Json,
    headers: IncomingHttpHeaders,
  ) {
    const error = (status: number, message: string) => ({
      status,
      answer: { status: 'error', message, data: null },
    });
    const success = (message: string, data: unknown, extra: Json = {}) => ({
      status: 200,
      answer: { status: 'success', message, data, ...extra },
    });
    if (this.failNext > 0) {
      this.failNext -= 1;
      return error(500, 'Internal server error');
    }
    if (headers.authorization !== `Bearer ${FAKE_FLUTTERWAVE_SECRET}`)
      return error(401, 'Invalid authorization key');
    let m: RegExpExecArray | null;

    if (method === 'POST' && path === '/v3/charges') {
      if (!query.type) return error(400, 'type is required');
      if ([...this.transactions.values()].some((t) => t.tx_ref === body.tx_ref))
        return error(400, 'Duplicate transaction reference');
      const tx = this.newTransaction({ ...body, payment_type: 'mobilemoneyghana' });
      return success('Charge initiated', tx, {
        meta: { authorization: { mode: 'callback', validate_instructions: 'Approve on your phone' } },
      });
    }
    if (method === 'POST' && path === '/v3/payments') {
      this.checkouts.set(String(body.tx_ref), body);
      return success('Hosted Link', {
        link: `https://checkout.flutterwave.test/v3/hosted/pay/${encodeURIComponent(String(body.tx_ref))}`,
      });
    }
    if (method === 'GET' && (m = /^\/v3\/transactions\/(\d+)\/verify$/.exec(path))) {
      const tx = this.transactions.get(Number(m[1]));
      return tx
        ? success('Transaction fetched successfully', tx)
        : error(400, 'No transaction was found for this id');
    }
    if (method === 'GET' && path === '/v3/transactions/verify_by_reference') {
      const tx = this.transactionOf(query.tx_ref ?? '');
      return tx
        ? success('Transaction fetched successfully', tx)
        : error(400, 'No transaction was found for this id');
    }
    if (method === 'POST' && (m = /^\/v3\/transactions\/(\d+)\/refund$/.exec(path))) {
      const tx = this.transactions.get(Number(m[1]));
      if (!tx || tx.status !== 'successful') return error(400, 'Transaction cannot be refunded');
      const amount = Number(body.amount);
      if (!(amount > 0) || Number(tx.amount_refunded) + amount > Number(tx.amount))
        return error(400, 'Refund amount exceeds transaction amount');
      tx.amount_refunded = Number(tx.amount_refunded) + amount;
      const refund = {
        id: ++this.seq,
        tx_id: tx.id,
        flw_ref: tx.flw_ref,
        amount_refunded: amount,
        status: 'completed',
        created_at: new Date().toISOString(),
      };
      this.refunds.push(refund);
      return success('Transaction refund initiated', refund);
    }
    if (method === 'GET' && (m = /^\/v3\/banks\/([A-Z]{2})$/.exec(path)))
      return success('Banks fetched successfully', BANKS[m[1]!] ?? []);
    if (method === 'POST' && path === '/v3/accounts/resolve') {
      const name = this.accounts.get(`${String(body.account_bank)}:${String(body.account_number)}`);
      return name
        ? success('Account details fetched', { account_number: body.account_number, account_name: name })
        : error(400, 'Sorry, that account number is invalid, please check and try again');
    }
    if (method === 'POST' && path === '/v3/transfers') {
      if ([...this.transfers.values()].some((t) => t.reference === body.reference))
        return error(400, 'Duplicate reference');
      if (this.balanceEmpty) return error(400, 'Insufficient funds in customer balance');
      const id = ++this.seq;
      const transfer = {
        id,
        account_number: body.account_number,
        bank_code: body.account_bank,
        full_name: body.beneficiary_name ?? 'N/A',
        currency: body.currency,
        debit_currency: body.debit_currency ?? body.currency,
        amount: body.amount,
        fee: 10.75,
        status: 'NEW',
        reference: body.reference,
        narration: body.narration,
        complete_message: '',
        requires_approval: 0,
        is_approved: 1,
        created_at: new Date().toISOString(),
      };
      this.transfers.set(id, transfer);
      return success('Transfer Queued Successfully', transfer);
    }
    if (method === 'GET' && path === '/v3/transfers') {
      const list = [...this.transfers.values()].filter(
        (t) => !query.reference || t.reference === query.reference,
      );
      return success('Transfers fetched', list);
    }
    if (method === 'GET' && (m = /^\/v3\/transfers\/(\d+)$/.exec(path))) {
      const transfer = this.transfers.get(Number(m[1]));
      return transfer ? success('Transfer fetched', transfer) : error(404, 'No transfer found');
    }
    return error(404, `no route ${method} ${path}`);
  }
}
