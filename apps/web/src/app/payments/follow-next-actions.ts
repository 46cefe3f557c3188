import type { CreateTipBody, NextAction } from '@opentip/shared/schemas/tips.schema';
import { ApiError } from '@/app/api/api-error';
import type { BankAuthentication, BankCharge } from './bank-authentication-context';
import { leavePageFor } from './leave-page';
import { saveRedirectAttempt } from './redirect-attempt';

/** A provider asking again after its step was answered is not waited on forever. */
const MAX_STEPS = 2;

interface Answer {
  transaction: BankCharge & { id: string };
  nextAction: NextAction | null;
}

interface Options<T> {
  step: Pick<BankAuthentication, 'authenticate' | 'waitOnPhone'>;
  /** The same request again: same Idempotency-Key, same body. */
  resend: () => Promise<T>;
  /** Kept while the payer is on the provider's own page. */
  attempt: { key: string; body: CreateTipBody };
  /** Leaves for the provider's page (by default, this page goes there). */
  leave?: (url: string) => void;
}

/**
 * Takes a tip's answer through every step the provider asks of the payer (bank check, PayPal
 * approval, approval on the phone, the provider's own page) to its final answer. The app's
 * use-pay-tip and the guest page's guest-pay share it.
 */
export async function followNextActions<T extends Answer>(first: T, options: Options<T>): Promise<T> {
  let answer = first;
  let steps = 0;
  while (answer.nextAction) {
    const action = answer.nextAction;
    if (action.type === 'redirect') {
      saveRedirectAttempt({ tipId: answer.transaction.id, ...options.attempt });
      (options.leave ?? leavePageFor)(action.url);
      // The page is going away; the outcome is asked for on the way back.
      return new Promise<T>(() => undefined);
    }
    if (action.type === 'confirmOnPhone') {
      answer = await options.step.waitOnPhone(action, answer.transaction, options.resend);
      continue;
    }
    if (steps++ >= MAX_STEPS) break;
    await options.step.authenticate(action, answer.transaction);
    answer = await options.resend();
  }
  if (answer.nextAction)
    throw new ApiError({
      status: 402,
      code: 'AUTHENTICATION_FAILED',
      message: '',
      key: 'authenticationFailed',
    });
  return answer;
}
