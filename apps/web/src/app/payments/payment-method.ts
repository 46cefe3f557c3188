import type { paymentMethodData } from '@opentip/shared/schemas/tips.schema';

/** A card as the provider's tokenizer gives it back: the token, brand, last 4 and expiry. */
export type PaymentMethod = ReturnType<typeof paymentMethodData.parse>['paymentMethod'];
