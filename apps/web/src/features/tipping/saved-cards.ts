import type { SavedCard } from '@opentip/shared/schemas/cards.schema';

/** "Visa •••• 4242" */
export function cardLabel(card: { brand: string; last4: string }): string {
  const brand = card.brand.charAt(0).toUpperCase() + card.brand.slice(1);
  return `${brand} •••• ${card.last4}`;
}

/** A card past the last day of its expiry month cannot pay any more. */
export function isExpired(card: Pick<SavedCard, 'expMonth' | 'expYear'>, now = new Date()): boolean {
  return card.expYear * 12 + card.expMonth < now.getFullYear() * 12 + now.getMonth() + 1;
}
