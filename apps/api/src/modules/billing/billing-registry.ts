import type { AppDeps } from '../../app-deps.ts';
import type { BillingProvider } from '../../integrations/billing/billing-provider.ts';
import { createSandboxBilling } from '../../integrations/billing/sandbox-billing.ts';
import { createStripeBilling, stripeBillingClient } from '../../integrations/billing/stripe-billing.ts';
import { paymentProviderOf } from '../../integrations/payments/payment-provider-registry.ts';

declare module '../../app-deps.ts' {
  interface AppDeps {
    /** Business subscriptions; when absent built from the configuration (sandbox or Stripe Billing). */
    billing?: BillingProvider;
  }
}

const built = new WeakMap<object, BillingProvider>();

/** One billing provider per application, matching the payment provider (sandbox or Stripe). */
export function billingProviderOf(deps: AppDeps): BillingProvider {
  if (deps.billing) return deps.billing;
  let billing = built.get(deps);
  if (!billing) {
    billing =
      deps.config.paymentProvider === 'stripe'
        ? createStripeBilling(stripeBillingClient(deps.config))
        : createSandboxBilling(paymentProviderOf(deps));
    built.set(deps, billing);
  }
  return billing;
}
