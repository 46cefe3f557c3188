import type { Db } from '../../db/client.ts';
import type { ProviderName } from '../../integrations/payments/payment-provider.ts';

/** What a provider later says of a payout it took as pending (a webhook, or a status read). */
export interface PayoutUpdate {
  provider: ProviderName;
  /** The provider's id of the payout, or ours when the provider echoes it back (PayPal sender_item_id). */
  providerPayoutId?: string;
  payoutId?: string;
  outcome: { status: 'paid' } | { status: 'failed'; reason: string | null };
}

/**
 * Records a payout's end once: paid, or failed, in which case its amount goes back to the balance
 * (a payoutReturn ledger transaction) and the receiver is notified. A repeated or late update
 * changes nothing; one about a payout we do not know answers 'unknown'.
 */
export async function settlePayout(
  options: { db: Db; now: Date },
  update: PayoutUpdate,
): Promise<'settled' | 'unchanged' | 'unknown'> {
  void options;
  void update;
  throw new Error('payout settlement is being built (issue 15)');
}
