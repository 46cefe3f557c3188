import type { SavedCard } from '@opentip/shared/schemas/cards.schema';
import type { SavedCardRow } from '../../db/schema/payments.ts';

/** What the giver sees of a saved card: never the provider's token. */
export function presentSavedCard(row: SavedCardRow): SavedCard {
  return {
    id: row.id,
    brand: row.brand,
    last4: row.last4,
    expMonth: row.expMonth,
    expYear: row.expYear,
    createdAt: row.createdAt.toISOString(),
  };
}
