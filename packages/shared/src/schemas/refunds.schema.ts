import { z } from 'zod';
import { MAX_AMOUNT_MINOR } from '../money.ts';
import { tipTransaction } from './tips.schema.ts';

export const refundParams = z.object({
  id: z.string({ error: 'transactionNotFound' }).uuid('transactionNotFound'),
});

/**
 * POST /transactions/{id}/refund, by the tip's receiver: gives back `amount` (minor units) of what
 * the giver paid, or all that is left of it when absent. Fee and net are reversed in proportion.
 */
export const refundBody = z.object(
  {
    amount: z
      .number({ error: 'refundAmountInvalid' })
      .int('refundAmountInvalid')
      .positive('refundAmountInvalid')
      .max(MAX_AMOUNT_MINOR, 'refundAmountInvalid')
      .optional(),
  },
  { error: 'invalidRequest' },
);
export type RefundBody = z.infer<typeof refundBody>;

/** Answer ("Refund issued"): the tip with its new refundedAmount. */
export const refundData = z.object({ transaction: tipTransaction });
