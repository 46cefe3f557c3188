import { createRemoteJWKSet, jwtVerify } from 'jose';
import { AppError, unauthorized } from '../../lib/app-error.ts';

export interface GoogleIdentity {
  sub: string;
  email: string;
  emailVerified: boolean;
  givenName?: string;
  familyName?: string;
  name?: string;
  picture?: string;
}

/** Checks a Google Sign-In ID token and returns who it names. */
export interface GoogleTokenVerifier {
  verify(idToken: string): Promise<GoogleIdentity>;
}

const GOOGLE_ISSUERS = ['accounts.google.com', 'https://accounts.google.com'];

/**
 * Verifies the token's signature against Google's published keys (JWKS, cached by jose),
 * its issuer, its audience (our client id) and its expiry, as Google documents for back ends.
 */
export function createGoogleVerifier(options: { clientId?: string; jwksUrl: string }): GoogleTokenVerifier {
  const keys = createRemoteJWKSet(new URL(options.jwksUrl));
  return {
    async verify(idToken) {
      if (!options.clientId) throw new AppError(503, 'GOOGLE_NOT_CONFIGURED', 'googleNotConfigured');
      try {
        const { payload } = await jwtVerify(idToken, keys, {
          issuer: GOOGLE_ISSUERS,
          audience: options.clientId,
        });
        if (typeof payload.sub !== 'string' || typeof payload.email !== 'string') throw new Error('claims');
        return {
          sub: payload.sub,
          email: payload.email.toLowerCase(),
          emailVerified: payload.email_verified === true || payload.email_verified === 'true',
          givenName: typeof payload.given_name === 'string' ? payload.given_name : undefined,
          familyName: typeof payload.family_name === 'string' ? payload.family_name : undefined,
          name: typeof payload.name === 'string' ? payload.name : undefined,
          picture: typeof payload.picture === 'string' ? payload.picture : undefined,
        };
      } catch {
        throw unauthorized('googleTokenInvalid', 'GOOGLE_TOKEN_INVALID');
      }
    },
  };
}
