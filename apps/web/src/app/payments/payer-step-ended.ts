/**
 * The payer's step stopped before the provider decided: they cancelled the wait on their phone, or
 * it lasted too long (a payment approved later still settles, by reconciliation); or they came back
 * from the provider's page without finishing there.
 */
export class PayerStepEnded extends Error {
  constructor(readonly reason: 'phoneCancelled' | 'phoneTimeout' | 'checkoutUnfinished') {
    super(reason);
    this.name = 'PayerStepEnded';
  }
}
