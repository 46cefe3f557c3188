import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { paymentCustomers, savedCards, type SavedCardRow } from '../../db/schema/payments.ts';
import type { UserRow } from '../../db/schema/users.ts';
import type { CardVault } from '../../integrations/payments/card-vault.ts';
import { ProviderUnavailableError } from '../../integrations/payments/payment-provider.ts';
import { AppError, badRequest, notFound } from '../../lib/app-error.ts';

const cardNotFound = () => notFound('cardNotFound', 'CARD_NOT_FOUND');

/** Provider outages read as "try again"; everything else the vault says is passed on. */
export async function atProvider<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof ProviderUnavailableError)
      throw new AppError(503, 'PAYMENT_PROVIDER_UNAVAILABLE', 'paymentProviderUnavailable', error);
    throw error;
  }
}

/** GET /cards: the caller's cards with the configured provider, newest first (expired ones too). */
export async function listSavedCards(options: { db: Db; vault: CardVault; caller: UserRow }) {
  const { db, vault, caller } = options;
  return db
    .select()
    .from(savedCards)
    .where(and(eq(savedCards.userId, caller.id), eq(savedCards.provider, vault.provider)))
    .orderBy(desc(savedCards.createdAt), desc(savedCards.id));
}

/** The caller's customer at the provider, created once (the idempotency key makes racing requests agree). */
async function customerOf(db: Db, vault: CardVault, caller: UserRow): Promise<string> {
  const mine = and(eq(paymentCustomers.userId, caller.id), eq(paymentCustomers.provider, vault.provider));
  const [known] = await db.select().from(paymentCustomers).where(mine);
  if (known) return known.customerId;
  const customerId = await atProvider(() =>
    vault.createCustomer({ userId: caller.id, email: caller.email, idempotencyKey: `customer-${caller.id}` }),
  );
  await db
    .insert(paymentCustomers)
    .values({ userId: caller.id, provider: vault.provider, customerId })
    .onConflictDoNothing();
  const [row] = await db.select().from(paymentCustomers).where(mine);
  if (!row) throw new Error('payment customer vanished');
  return row.customerId;
}

const isExpired = (card: { expMonth: number; expYear: number }, now: Date) =>
  card.expYear * 12 + card.expMonth - 1 < now.getUTCFullYear() * 12 + now.getUTCMonth();

/**
 * POST /cards: attaches a freshly tokenized card to the caller's customer and keeps its token with
 * brand, last 4 and expiry. The same token twice is one saved card.
 */
export async function saveCard(options: {
  db: Db;
  vault: CardVault;
  caller: UserRow;
  paymentMethod: string;
  now: Date;
}): Promise<SavedCardRow> {
  const { db, vault, caller, paymentMethod, now } = options;
  if (!vault.acceptsPaymentMethod(paymentMethod))
    throw badRequest('paymentMethodInvalid', 'PAYMENT_METHOD_INVALID');
  const byToken = (token: string) =>
    and(
      eq(savedCards.userId, caller.id),
      eq(savedCards.provider, vault.provider),
      eq(savedCards.paymentMethod, token),
    );
  const [already] = await db.select().from(savedCards).where(byToken(paymentMethod));
  if (already) return already;

  const customerId = await customerOf(db, vault, caller);
  const card = await atProvider(() => vault.attach({ customerId, paymentMethod }));
  if (isExpired(card, now)) {
    await atProvider(() => vault.detach({ paymentMethod: card.paymentMethod }));
    throw badRequest('expiredCard', 'CARD_EXPIRED');
  }
  await db
    .insert(savedCards)
    .values({
      userId: caller.id,
      provider: vault.provider,
      paymentMethod: card.paymentMethod,
      brand: card.brand,
      last4: card.last4,
      expMonth: card.expMonth,
      expYear: card.expYear,
      createdAt: now,
    })
    .onConflictDoNothing();
  const [saved] = await db.select().from(savedCards).where(byToken(card.paymentMethod));
  if (!saved) throw new Error('saved card vanished');
  return saved;
}

/**
 * DELETE /cards/{id}: detaches the card at the provider, then forgets it. Another person's card is
 * "not found" exactly like a missing one.
 */
export async function removeCard(options: { db: Db; vault: CardVault; caller: UserRow; id: string }) {
  const { db, vault, caller, id } = options;
  const mine = and(eq(savedCards.id, id), eq(savedCards.userId, caller.id));
  const [card] = await db.select().from(savedCards).where(mine);
  if (!card) throw cardNotFound();
  // A card of the other provider (the server switched modes) is no longer reachable from here.
  if (card.provider === vault.provider)
    await atProvider(() => vault.detach({ paymentMethod: card.paymentMethod }));
  const [removed] = await db.delete(savedCards).where(mine).returning({ id: savedCards.id });
  if (!removed) throw cardNotFound();
}
