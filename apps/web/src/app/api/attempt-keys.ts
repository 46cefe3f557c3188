/** A v4 UUID; crypto.randomUUID exists only on https and localhost, getRandomValues everywhere. */
function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * Idempotency-Keys for one kind of payment, one per attempt: the same request asked again (a retry
 * after a network error, a double tap, a return to the screen) carries the same key, so the server
 * charges it once; anything changed (another card, amount or plan) is a new attempt with a new key.
 */
export function createAttemptKeys<Body extends object>() {
  let current: { fingerprint: string; key: string } | null = null;
  return {
    keyFor(body: Body): string {
      const fingerprint = JSON.stringify(Object.entries(body).sort(([a], [b]) => a.localeCompare(b)));
      if (current?.fingerprint !== fingerprint) current = { fingerprint, key: newIdempotencyKey() };
      return current.key;
    },
    /** Once an attempt was answered: the next one is new even if it looks the same. */
    end(): void {
      current = null;
    },
  };
}
