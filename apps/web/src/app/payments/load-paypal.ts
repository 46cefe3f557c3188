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
const loads = new Map<string, Promise<PaypalNamespace>>();

/** Loads PayPal's JS SDK for this client id and currency, once, only when a payer reaches PayPal. */
export function loadPaypal(clientId: string, currency: string): Promise<PaypalNamespace> {
  const src = `${SDK_URL}?${new URLSearchParams({ 'client-id': clientId, currency, intent: 'capture' })}`;
  const known = loads.get(src);
  if (known) return known;
  const loading = new Promise<PaypalNamespace>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.onload = () => {
      const paypal = (window as { paypal?: PaypalNamespace }).paypal;
      if (paypal) resolve(paypal);
      else reject(new Error('PayPal did not load'));
    };
    script.onerror = () => {
      loads.delete(src);
      reject(new Error('PayPal did not load'));
    };
    document.head.append(script);
  });
  loads.set(src, loading);
  return loading;
}
