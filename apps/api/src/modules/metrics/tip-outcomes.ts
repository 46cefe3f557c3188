import { Counter, type Registry } from 'prom-client';
import type { StoredResponse } from '../../db/schema/payments.ts';
import { ProviderUnavailableError } from '../../integrations/payments/payment-provider.ts';
import { AppError } from '../../lib/app-error.ts';

export const TIP_OUTCOMES = [
  'succeeded',
  'requires_action',
  'declined',
  'rejected',
  'provider_unavailable',
  'error',
] as const;
export type TipOutcome = (typeof TIP_OUTCOMES)[number];
export type TipOutcomes = Counter<'outcome'>;

export function createTipOutcomes(registry: Registry): TipOutcomes {
  const counter = new Counter({
    name: 'opentip_tips_total',
    help: 'Answers to POST /transactions/createtransactions by outcome (an idempotent retry counts again).',
    labelNames: ['outcome'],
    registers: [registry],
  });
  // Every outcome from the start: a rate over a series that appears only with its first event misses it.
  for (const outcome of TIP_OUTCOMES) counter.inc({ outcome }, 0);
  return counter;
}

export function outcomeOfStatus(statusCode: number): TipOutcome {
  if (statusCode === 402) return 'declined';
  if (statusCode === 503) return 'provider_unavailable';
  if (statusCode >= 500) return 'error';
  return 'rejected';
}

export function outcomeOfAnswer(answer: StoredResponse): TipOutcome {
  if (!('body' in answer)) return outcomeOfStatus(answer.statusCode);
  return answer.body.data.transaction.status === 'requiresAction' ? 'requires_action' : 'succeeded';
}

/** The status the error handler gives what createTip threw. */
function statusOfError(error: unknown): number {
  if (error instanceof AppError) return error.status;
  if (error instanceof ProviderUnavailableError) return 503;
  return 500;
}

/**
 * Counts one tip request's answer, whether createTip answers or throws. Requests refused before
 * the handler (bad body, bad token) are not tips: the HTTP histogram counts them.
 */
export async function countTipOutcome(
  tips: TipOutcomes,
  answer: Promise<StoredResponse>,
): Promise<StoredResponse> {
  try {
    const result = await answer;
    tips.inc({ outcome: outcomeOfAnswer(result) });
    return result;
  } catch (error) {
    tips.inc({ outcome: outcomeOfStatus(statusOfError(error)) });
    throw error;
  }
}
