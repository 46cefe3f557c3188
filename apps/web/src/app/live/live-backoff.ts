const FIRST_DELAY_MS = 1_000;
const MAX_DELAY_MS = 30_000;

/**
 * How long to wait before reconnect number `attempt` (0 first): doubling up to 30 s, each wait
 * drawn between half and all of it, so that the tabs a server restart dropped do not all come
 * back in the same instant.
 */
export function reconnectDelay(attempt: number, random: () => number = Math.random): number {
  const ceiling = Math.min(MAX_DELAY_MS, FIRST_DELAY_MS * 2 ** Math.min(attempt, 10));
  return Math.round(ceiling * (0.5 + random() / 2));
}
