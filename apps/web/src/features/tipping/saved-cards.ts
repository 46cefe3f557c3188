import { useSyncExternalStore } from 'react';
import { sessionStore } from '@/app/session/session-store';
import type { PaymentMethod } from './tokenize';

/**
 * Cards a signed-in giver chose to save: the provider's token with brand, last 4 digits and expiry,
 * never the number or CVC. The API has no saved-card endpoint yet, so they live in memory for this
 * visit only (never in storage, where an injected script could read them), and go with the session.
 */
let cards: readonly PaymentMethod[] = [];
let owner: string | null = null;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

sessionStore.subscribe(() => {
  if (owner !== null && sessionStore.get()?.user.id !== owner) savedCards.clear();
});

export const savedCards = {
  list: () => cards,
  add(card: PaymentMethod) {
    const userId = sessionStore.get()?.user.id;
    if (!userId) return;
    if (owner !== userId) cards = [];
    owner = userId;
    cards = [card, ...cards.filter((c) => c.token !== card.token)];
    emit();
  },
  clear() {
    cards = [];
    owner = null;
    emit();
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
};

export function useSavedCards(): readonly PaymentMethod[] {
  return useSyncExternalStore(savedCards.subscribe, savedCards.list, savedCards.list);
}

/** "Visa •••• 4242" */
export function cardLabel(card: Pick<PaymentMethod, 'brand' | 'last4'>): string {
  const brand = card.brand.charAt(0).toUpperCase() + card.brand.slice(1);
  return `${brand} •••• ${card.last4}`;
}
