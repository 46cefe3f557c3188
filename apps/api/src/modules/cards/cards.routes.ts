import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  cardIdParams,
  saveCardBody,
  savedCardData,
  savedCardsData,
} from '@opentip/shared/schemas/cards.schema';
import { emptyData, envelope } from '@opentip/shared/schemas/envelope.schema';
import { cardVaultOf } from '../../integrations/payments/payment-provider-registry.ts';
import { notFound } from '../../lib/app-error.ts';
import { currentUser } from '../../lib/authenticate.ts';
import type { ModuleRoutes } from '../../lib/module.ts';
import { ok } from '../../lib/reply.ts';
import { listSavedCards, removeCard, saveCard } from './cards.service.ts';
import { presentSavedCard } from './saved-card.presenter.ts';

const docs = { tags: ['cards'], security: [{ bearer: [] }] };

/** A signed-in giver's saved cards: list, save, remove. */
export const cardRoutes: ModuleRoutes = async (app, { deps, auth }) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const vault = cardVaultOf(deps);
  const guarded = { preParsing: auth.requireUser };

  api.get(
    '/cards',
    {
      ...guarded,
      schema: {
        ...docs,
        summary: "The caller's saved cards, newest first",
        response: { 200: envelope(savedCardsData) },
      },
    },
    async (request) => {
      const rows = await listSavedCards({ db: deps.db, vault, caller: currentUser(request).user });
      return ok('ok', { cards: rows.map(presentSavedCard) });
    },
  );

  api.post(
    '/cards',
    {
      ...guarded,
      schema: {
        ...docs,
        summary: 'Save a tokenized card (sandbox token or Stripe PaymentMethod) for later tips',
        body: saveCardBody,
        response: { 200: envelope(savedCardData) },
      },
    },
    async (request) => {
      const row = await saveCard({
        db: deps.db,
        vault,
        caller: currentUser(request).user,
        paymentMethod: request.body.paymentMethod,
        now: deps.now(),
      });
      return ok('cardSaved', { card: presentSavedCard(row) });
    },
  );

  api.delete(
    '/cards/:id',
    {
      ...guarded,
      attachValidation: true,
      schema: {
        ...docs,
        summary: "Remove one of the caller's saved cards",
        params: cardIdParams,
        response: { 200: envelope(emptyData) },
      },
    },
    async (request) => {
      // A malformed id names no card of the caller's, so it answers like a missing one.
      if (request.validationError) throw notFound('cardNotFound', 'CARD_NOT_FOUND');
      await removeCard({ db: deps.db, vault, caller: currentUser(request).user, id: request.params.id });
      return ok('cardRemoved', {});
    },
  );
};
