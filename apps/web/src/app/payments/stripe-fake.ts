import { act } from '@testing-library/react';
import { vi } from 'vitest';
import type { Stripe } from '@stripe/stripe-js';

/**
 * Test stand-ins for stripe.js (which cannot be fetched in tests): just enough of Stripe, Elements and
 * PaymentRequest for React Stripe.js and our code, with handles to play the giver's part.
 */
type Handler = (payload: unknown) => unknown;

class Emitter {
  private handlers = new Map<string, Set<Handler>>();
  on(event: string, handler: Handler) {
    const set = this.handlers.get(event) ?? new Set();
    set.add(handler);
    this.handlers.set(event, set);
    return this;
  }
  off(event: string, handler?: Handler) {
    if (handler) this.handlers.get(event)?.delete(handler);
    else this.handlers.delete(event);
    return this;
  }
  emit(event: string, payload?: unknown) {
    this.handlers.get(event)?.forEach((handler) => handler(payload));
  }
}

export class FakeElement extends Emitter {
  readonly mount = vi.fn((node: HTMLElement) => {
    // Stripe draws its own input in an iframe: nothing of ours that a giver could type a card into.
    const frame = document.createElement('iframe');
    frame.title = `Secure ${this.type} input frame`;
    node.append(frame);
  });
  readonly update = vi.fn();
  readonly destroy = vi.fn();
  readonly focus = vi.fn();
  constructor(
    readonly type: string,
    readonly options: unknown,
  ) {
    super();
  }
  /** What Stripe reports while the giver types: complete, or one of its errors. */
  change(payload: {
    complete: boolean;
    error?: { type: string; code: string; message: string };
    brand?: string;
  }) {
    act(() => this.emit('change', { elementType: this.type, empty: false, brand: 'visa', ...payload }));
  }
}

export class FakeElements {
  readonly created = new Map<string, FakeElement>();
  readonly create = vi.fn((type: string, options: unknown) => {
    const element = new FakeElement(type, options);
    this.created.set(type, element);
    return element;
  });
  readonly update = vi.fn();
  getElement(type: string | { __elementType?: string }) {
    return this.created.get(typeof type === 'string' ? type : (type.__elementType ?? '')) ?? null;
  }
  /** Every card field filled in correctly. */
  completeAll() {
    for (const element of this.created.values()) element.change({ complete: true });
  }
}

type CompleteStatus = 'success' | 'fail';

export class FakePaymentRequest extends Emitter {
  readonly update = vi.fn();
  readonly show = vi.fn();
  readonly canMakePayment: ReturnType<typeof vi.fn>;
  constructor(
    readonly options: unknown,
    available: Record<string, boolean> | null,
  ) {
    super();
    this.canMakePayment = vi.fn(async () => available);
  }
  /** The giver approves in the native sheet; returns the sheet's `complete`. */
  approve(paymentMethodId: string, walletName = 'applePay') {
    const complete = vi.fn<(status: CompleteStatus) => void>();
    act(() => this.emit('paymentmethod', { paymentMethod: { id: paymentMethodId }, walletName, complete }));
    return complete;
  }
  /** The giver closes the native sheet. */
  cancel() {
    act(() => this.emit('cancel'));
  }
}

export function fakeStripe(options: { wallets?: Record<string, boolean> | null } = {}) {
  const elements = new FakeElements();
  const requests: FakePaymentRequest[] = [];
  const stripe = {
    elements: vi.fn(() => elements),
    createToken: vi.fn(),
    confirmCardPayment: vi.fn(),
    handleNextAction: vi.fn(),
    createPaymentMethod: vi.fn(async () => ({
      paymentMethod: {
        id: 'pm_1Pfake4242visa',
        type: 'card',
        card: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2031 },
      },
    })),
    paymentRequest: vi.fn((requestOptions: unknown) => {
      const request = new FakePaymentRequest(requestOptions, options.wallets ?? null);
      requests.push(request);
      return request;
    }),
  };
  return { stripe, asStripe: stripe as unknown as Stripe, elements, requests };
}
