import type { Db } from '../../../db/client.ts';
import {
  ProviderUnavailableError,
  type CardRailProvider,
  type ChargeOutcome,
  type ChargeRequest,
} from '../payment-provider.ts';
import { cardFaultOf, type CardFault } from './sandbox-cards.ts';
import type { SandboxFaultSettings } from './sandbox-fault-settings.ts';
import { readSandboxCard, type SandboxCard, type SandboxProvider } from './sandbox-provider.ts';

export interface SandboxFaultOptions {
  /** Where the sandbox keeps its payment methods (a fault card's behaviour is read there). */
  db: Db;
  settings: SandboxFaultSettings;
  /** Like an SDK's timeout: a call with no answer by then fails with ProviderUnavailableError. */
  timeoutMs: number;
  random?: () => number;
}

/** A slow card answers after this long, or halfway to the timeout when that is shorter: still in time. */
export const slowAnswerMs = (timeoutMs: number) => Math.min(3000, Math.floor(timeoutMs / 2));

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
/** A call left hanging: it holds no timer and no connection, the caller's timeout gives up on it. */
const hang = () => new Promise<never>(() => {});
const unavailable = (what: string) => new ProviderUnavailableError(new Error(`sandbox provider: ${what}`));

function withinTimeout<T>(timeoutMs: number, work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const expired = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(unavailable(`no answer within ${timeoutMs} ms`)), timeoutMs);
  });
  // Work still running when the time is up goes on unwatched: it only writes the sandbox's records.
  return Promise.race([work, expired]).finally(() => clearTimeout(timer));
}

function drawnFault(settings: SandboxFaultSettings, random: () => number): CardFault | null {
  const r = random();
  if (r < settings.error) return 'error';
  if (r < settings.error + settings.timeout) return 'timeout';
  if (r < settings.error + settings.timeout + settings.lost) return 'lost';
  return null;
}

/**
 * The sandbox provider as a remote one behaves: every call takes SANDBOX_FAULTS' latency and
 * gives up after the timeout; charges fail by the card's fault (the sandbox's fault test cards)
 * or by SANDBOX_FAULTS' fractions; with `down` every call fails.
 */
export function withSandboxFaults(provider: SandboxProvider, options: SandboxFaultOptions): CardRailProvider {
  const { db, settings, timeoutMs, random = Math.random } = options;

  /** The way to the provider and back, before any call is answered. */
  async function reach(): Promise<void> {
    if (settings.latencyMs > 0) await sleep(settings.latencyMs);
    if (settings.down === 'error') throw unavailable('503 Service Unavailable');
    if (settings.down === 'timeout') await hang();
  }

  /** A call over the network: the way there, then the call, given up after the timeout. */
  function remote<A extends unknown[], T>(call: (...args: A) => Promise<T>) {
    return (...args: A): Promise<T> =>
      withinTimeout(
        timeoutMs,
        reach().then(() => call(...args)),
      );
  }

  /** Charged, then the connection drops; only the first answer for a key is lost, so a retry gets it. */
  async function chargeAndLoseAnswer(request: ChargeRequest, card: SandboxCard): Promise<ChargeOutcome> {
    const earlier = await provider.findCharge(request);
    const outcome = await provider.charge(request, card);
    if (earlier) return outcome;
    throw unavailable('connection reset after the charge was made');
  }

  async function charge(request: ChargeRequest): Promise<ChargeOutcome> {
    // The card is read once: its fault here, then what the charge makes of it.
    const card = await readSandboxCard(db, request.paymentMethod);
    const fault = (card ? cardFaultOf(card.method.behavior) : null) ?? drawnFault(settings, random);
    if (fault === 'error') throw unavailable('503 Service Unavailable');
    if (fault === 'timeout') return hang();
    if (fault === 'lost') return chargeAndLoseAnswer(request, card);
    if (fault === 'slow') await sleep(slowAnswerMs(timeoutMs));
    return provider.charge(request, card);
  }

  return {
    ...provider,
    charge: remote(charge),
    findCharge: remote((request) => provider.findCharge(request)),
    cancelCharge: remote((request) => provider.cancelCharge(request)),
    refund: remote((request) => provider.refund(request)),
    transfer: remote((request) => provider.transfer(request)),
    payout: remote((request) => provider.payout(request)),
    linkAccount: remote((request) => provider.linkAccount(request)),
  };
}
