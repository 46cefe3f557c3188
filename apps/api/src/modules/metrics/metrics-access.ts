import { createHash, timingSafeEqual } from 'node:crypto';
import type { Config } from '../../config.ts';

export type MetricsAccess = 'open' | 'hidden' | 'token';

/**
 * Who may read /metrics: anyone outside production; in production nobody (404, as if there were no
 * such address) unless METRICS_TOKEN is set. A token, once set, is asked for everywhere.
 */
export function metricsAccessOf(config: Pick<Config, 'NODE_ENV' | 'METRICS_TOKEN'>): MetricsAccess {
  if (config.METRICS_TOKEN) return 'token';
  return config.NODE_ENV === 'production' ? 'hidden' : 'open';
}

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Compares digests, so neither the token's characters nor its length show in the timing. */
export function carriesToken(authorization: string | undefined, token: string): boolean {
  const [scheme, given] = (authorization ?? '').split(' ');
  if (scheme?.toLowerCase() !== 'bearer' || !given) return false;
  return timingSafeEqual(digest(given), digest(token));
}
