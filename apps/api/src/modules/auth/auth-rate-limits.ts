import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../../config.ts';
import { tooManyRequests } from '../../lib/app-error.ts';
import { sha256 } from '../../lib/tokens.ts';
import { CODE_RESEND_INTERVAL_MS, type CodePurpose } from './one-time-codes.service.ts';

// Requests per minute and address at the default general budget of 1200 (RATE_LIMIT_PER_MINUTE).
const PER_MINUTE = {
  register: 10,
  login: 10,
  sendCode: 5,
  verifyCode: 10,
  resetPassword: 10,
  changePassword: 10,
  socialLogin: 20,
} as const;
const DEFAULT_BUDGET = 1200;

export type AuthLimit = keyof typeof PER_MINUTE;

/**
 * Route rate limit per IP address for an auth endpoint. The limits are a fixed share of the
 * general per-address budget, so an operator (or a test run) that changes one changes both.
 */
export function perIpLimit(config: Config, limit: AuthLimit) {
  const max = Math.max(1, Math.round((PER_MINUTE[limit] * config.RATE_LIMIT_PER_MINUTE) / DEFAULT_BUDGET));
  return { rateLimit: { max, timeWindow: '1 minute' } };
}

function bodyEmail(request: FastifyRequest): string {
  const body = request.body;
  return typeof body === 'object' && body !== null && 'email' in body && typeof body.email === 'string'
    ? body.email
    : '';
}

/**
 * Addresses without an account get the same one-a-minute answer (429 otpResendTooSoon) that the
 * code table gives accounts, kept in the rate-limit store (memory, or Redis when configured). The
 * key names the counter (lib/rate-limit-store.ts) and holds the address only hashed.
 */
export function unknownEmailThrottle(app: FastifyInstance, purpose: CodePurpose) {
  const limiter = app.createRateLimit({
    max: 1,
    timeWindow: CODE_RESEND_INTERVAL_MS,
    keyGenerator: (request) => `code-by-email:${purpose}:${sha256(bodyEmail(request).trim().toLowerCase())}`,
  });
  return (request: FastifyRequest) => async () => {
    const result = await limiter(request);
    if (!result.isAllowed && result.isExceeded)
      throw tooManyRequests('otpResendTooSoon', 'OTP_RESEND_TOO_SOON');
  };
}
