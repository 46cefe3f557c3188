/**
 * SANDBOX_FAULTS: how often the sandbox provider fails like a remote one, for benches and load
 * tests. Comma-separated `name=value`, e.g. "latency=200,error=0.1,timeout=0.05,lost=0.05" or
 * "down=timeout":
 * - latency: milliseconds added to every call;
 * - error, timeout, lost: the fraction (0 to 1, together at most 1) of charges answered 5xx,
 *   left hanging past SANDBOX_TIMEOUT_MS, or made and their answer lost;
 * - down: every call fails, answered 5xx (`error`) or left hanging (`timeout`).
 */
export interface SandboxFaultSettings {
  latencyMs: number;
  error: number;
  timeout: number;
  lost: number;
  down: 'error' | 'timeout' | null;
}

export const NO_FAULTS: SandboxFaultSettings = { latencyMs: 0, error: 0, timeout: 0, lost: 0, down: null };

const FRACTIONS = ['error', 'timeout', 'lost'] as const;

function fraction(name: string, value: string): number {
  const n = Number(value);
  if (value === '' || !Number.isFinite(n) || n < 0 || n > 1)
    throw new Error(`${name} must be between 0 and 1`);
  return n;
}

/** Throws with a message naming the part that is wrong. */
export function parseSandboxFaults(text: string): SandboxFaultSettings {
  const settings = { ...NO_FAULTS };
  const seen = new Set<string>();
  for (const part of text.split(',').map((p) => p.trim())) {
    if (part === '') continue;
    const [name = '', value = '', ...rest] = part.split('=').map((s) => s.trim());
    if (rest.length > 0 || !part.includes('=')) throw new Error(`"${part}" is not name=value`);
    if (seen.has(name)) throw new Error(`${name} is given twice`);
    seen.add(name);
    if (name === 'latency') {
      if (!/^\d+$/.test(value) || Number(value) > 60_000)
        throw new Error('latency must be whole milliseconds, at most 60000');
      settings.latencyMs = Number(value);
    } else if (name === 'down') {
      if (value !== 'error' && value !== 'timeout') throw new Error('down must be error or timeout');
      settings.down = value;
    } else if ((FRACTIONS as readonly string[]).includes(name)) {
      settings[name as (typeof FRACTIONS)[number]] = fraction(name, value);
    } else {
      throw new Error(`unknown fault "${name}" (latency, error, timeout, lost, down)`);
    }
  }
  // With some room for rounding: 0.1 + 0.2 + 0.7 is a little more than 1 in floating point.
  if (settings.error + settings.timeout + settings.lost > 1 + 1e-9)
    throw new Error('error, timeout and lost add up to more than 1');
  return settings;
}

export const hasFaults = (settings: SandboxFaultSettings): boolean =>
  settings.down !== null || settings.latencyMs > 0 || FRACTIONS.some((name) => settings[name] > 0);
