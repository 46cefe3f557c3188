import { z } from 'zod';

/** A card a signed-in giver saved: what is printed on it, never the number or CVC. */
export const savedCard = z.object({
  id: z.string(),
  brand: z.string(),
  last4: z.string(),
  expMonth: z.number().int(),
  expYear: z.number().int(),
  createdAt: z.string(),
});
export type SavedCard = z.infer<typeof savedCard>;

/** GET /cards: the caller's saved cards, newest first. */
export const savedCardsData = z.object({ cards: z.array(savedCard) });

/** POST /cards: keep a card the giver just entered (a provider token from tokenization or Elements). */
export const saveCardBody = z.object(
  {
    paymentMethod: z
      .string({ error: 'paymentMethodInvalid' })
      .trim()
      .min(1, 'paymentMethodInvalid')
      .max(255, 'paymentMethodInvalid'),
  },
  { error: 'invalidRequest' },
);
export type SaveCardBody = z.infer<typeof saveCardBody>;

/** POST /cards answer ("Card saved"); DELETE /cards/{id} answers "Card removed" with no data. */
export const savedCardData = z.object({ card: savedCard });
export const cardIdParams = z.object({ id: z.string({ error: 'cardNotFound' }).uuid('cardNotFound') });
