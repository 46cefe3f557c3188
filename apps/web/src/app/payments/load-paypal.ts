/** The part of PayPal's JS SDK the payer's step uses: its button, paying an order we created. */
export interface PaypalButtons {
  render: (container: HTMLElement) => Promise<void>;
  close?: () => Promise<void>;
}
export interface PaypalNamespace {
  Buttons: (options: {
    createOrder: () => Promise<string> | string;
    onApprove: () => Promise<void> | void;
    onCancel: () => void;
    onError: (error: unknown) => void;
  }) => PaypalButtons;
}

const SDK_URL = 'https://www.paypal.com/sdk/js';
/** SPEC 9: script load time-out. */
export const PAYPAL_SCRIPT_TIMEOUT_MS = 120_000;
const loads = new Map<string, Promise<PaypalNamespace>>();

/** PayPal's script neither loaded nor failed within PAYPAL_SCRIPT_TIMEOUT_MS. */
export class PaypalTimeoutError extends Error {
  constructor() {
    super('PayPal time-out');
    this.name = 'PaypalTimeoutError';
  }
}

/**
 * Loads PayPal's JS SDK for this client id and currency, once, only when a payer reaches PayPal;
 * gives up after 120 s (a later try loads it afresh).
 */
export function loadPaypal(clientId: string, currency: string): Promise<PaypalNamespace> {
  const src = `${SDK_URL}?${new URLSearchParams({ 'client-id': clientId, currency, intent: 'capture' })}`;
  const known = loads.get(src);
  if (known) return known;
  const loading = new Promise<PaypalNamespace>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    const timer = setTimeout(() => {
      loads.delete(src);
      script.remove();
      reject(new PaypalTimeoutError());
    }, PAYPAL_SCRIPT_TIMEOUT_MS);
    script.onload = () => {
      clearTimeout(timer);
      const paypal = (window as { paypal?: PaypalNamespace }).paypal;
      if (paypal) resolve(paypal);
      else reject(new Error('PayPal did not load'));
    };
    script.onerror = () => {
      clearTimeout(timer);
      loads.delete(src);
      reject(new Error('PayPal did not load'));
    };
    document.head.append(script);
  });
  loads.set(src, loading);
  return loading;
}
