import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../config.ts';
import { hasFaults, NO_FAULTS, parseSandboxFaults } from './sandbox-fault-settings.ts';

describe('SANDBOX_FAULTS', () => {
  it('reads latency, fractions of 5xx, timeouts and lost answers, and a provider that is down', () => {
    expect(parseSandboxFaults('latency=200, error=0.1,timeout=0.05,lost=0.05')).toEqual({
      latencyMs: 200,
      error: 0.1,
      timeout: 0.05,
      lost: 0.05,
      down: null,
    });
    expect(parseSandboxFaults('down=timeout')).toEqual({ ...NO_FAULTS, down: 'timeout' });
    expect(parseSandboxFaults('error=0.1,timeout=0.2,lost=0.7').lost).toBe(0.7);
    expect(parseSandboxFaults('')).toEqual(NO_FAULTS);
    expect(hasFaults(NO_FAULTS)).toBe(false);
    expect(hasFaults(parseSandboxFaults('latency=1'))).toBe(true);
  });

  it.each([
    ['error=1.5', /error must be between 0 and 1/],
    ['error=-0.1', /between 0 and 1/],
    ['lost=', /between 0 and 1/],
    ['latency=fast', /latency must be whole milliseconds/],
    ['down=maybe', /down must be error or timeout/],
    ['slow=0.1', /unknown fault "slow"/],
    ['error', /not name=value/],
    ['error=0.1,error=0.2', /given twice/],
    ['error=0.6,timeout=0.5', /add up to more than 1/],
  ])('refuses %s', (text, message) => {
    expect(() => parseSandboxFaults(text)).toThrow(message);
  });

  it('is parsed with the rest of the configuration, and refused with Stripe', () => {
    const config = loadConfig({ NODE_ENV: 'test', SANDBOX_FAULTS: 'down=error', SANDBOX_TIMEOUT_MS: '250' });
    expect(config.SANDBOX_FAULTS.down).toBe('error');
    expect(config.SANDBOX_TIMEOUT_MS).toBe(250);
    expect(loadConfig({ NODE_ENV: 'test' })).toMatchObject({
      SANDBOX_FAULTS: NO_FAULTS,
      SANDBOX_TIMEOUT_MS: 10_000,
    });
    expect(() => loadConfig({ NODE_ENV: 'test', SANDBOX_FAULTS: 'error=2' })).toThrow(
      /SANDBOX_FAULTS: error must be between 0 and 1/,
    );
    const stripe = { NODE_ENV: 'test', STRIPE_SECRET_KEY: 'sk_test_x' };
    expect(() => loadConfig({ ...stripe, SANDBOX_FAULTS: 'down=error' })).toThrow(
      /only for PAYMENT_PROVIDER=sandbox/,
    );
    expect(() => loadConfig({ ...stripe, SANDBOX_TIMEOUT_MS: '100' })).toThrow(
      /only for PAYMENT_PROVIDER=sandbox/,
    );
    expect(loadConfig(stripe).paymentProvider).toBe('stripe');
  });
});
