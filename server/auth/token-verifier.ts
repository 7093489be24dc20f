// Verifies the API's bearer access tokens: RS256 JWTs from the identity provider (Auth0 or the embedded
// one), checked for signature, expiry, issuer and audience. The user is the token's `sub`.
import { createLocalJWKSet, createRemoteJWKSet, errors, jwtVerify, type JSONWebKeySet } from 'jose';

export interface TokenVerifierOptions {
  issuer: string;
  audience: string;
  /** The provider's key set, fetched on first use and refreshed when an unknown key id shows up. */
  jwksUrl?: string;
  /** A fixed key set instead (tests). */
  jwks?: JSONWebKeySet;
}

export interface AuthenticatedUser {
  sub: string;
  /** The identity provider's session the token came from (the local provider's `sid`), when it says. */
  sid?: string;
  /** The token's iat and exp (seconds since the epoch), when it says: a deleted account refuses tokens by them. */
  issuedAt?: number;
  expiresAt?: number;
}

export type TokenVerifier = (token: string) => Promise<AuthenticatedUser>;

/** The token is not acceptable: the caller must get a new one. */
export class InvalidTokenError extends Error {
  constructor(readonly reason: string) {
    super(reason);
    this.name = 'InvalidTokenError';
  }
}

/**
 * The provider's keys could not be fetched, so no token can be judged. Distinct from an invalid token
 * because the client should retry later, not send the user to sign in again.
 */
export class VerificationUnavailableError extends Error {
  constructor(cause: unknown) {
    super('The identity provider’s signing keys are unavailable.', { cause });
    this.name = 'VerificationUnavailableError';
  }
}

// A client sends the same access token with every request until it expires (an hour), and checking its RS256
// signature was the largest single cost of a small API request after the database (bench/api's CPU profile).
// So a token that passed is remembered, with its user: until its own expiry, as an access token cannot be
// revoked before then anyway, and at most as long as the provider's key set is kept before it is fetched
// again (jose's default), so that a signing key the provider withdraws stops vouching for tokens as soon as
// it would without remembering. Bounded in number: the oldest are forgotten first.
const REMEMBERED_TOKENS = 5_000;
const KEY_SET_MAX_AGE_MS = 10 * 60 * 1000;

export function createTokenVerifier(options: TokenVerifierOptions): TokenVerifier {
  const keys = options.jwks
    ? createLocalJWKSet(options.jwks)
    : createRemoteJWKSet(new URL(required(options.jwksUrl, 'jwksUrl or jwks')), { cacheMaxAge: KEY_SET_MAX_AGE_MS });
  const passed = new Map<string, { user: AuthenticatedUser; expiresAtMs: number }>();
  return async (token) => {
    const known = passed.get(token);
    if (known && Date.now() < known.expiresAtMs) return known.user;
    passed.delete(token);
    let payload;
    try {
      ({ payload } = await jwtVerify(token, keys, {
        issuer: options.issuer,
        audience: options.audience,
        algorithms: ['RS256'],
      }));
    } catch (error) {
      throw classify(error);
    }
    if (typeof payload.sub !== 'string' || payload.sub === '') throw new InvalidTokenError('The token names no user.');
    const user: AuthenticatedUser = { sub: payload.sub };
    if (typeof payload.sid === 'string') user.sid = payload.sid;
    if (typeof payload.iat === 'number') user.issuedAt = payload.iat;
    if (typeof payload.exp === 'number') user.expiresAt = payload.exp;
    // Only a token that expires is remembered, and only until then.
    if (payload.exp !== undefined) {
      if (passed.size >= REMEMBERED_TOKENS) passed.delete(passed.keys().next().value!);
      passed.set(token, { user, expiresAtMs: Math.min(payload.exp * 1000, Date.now() + KEY_SET_MAX_AGE_MS) });
    }
    return user;
  };
}

function classify(error: unknown): Error {
  if (error instanceof errors.JWTExpired) return new InvalidTokenError('The token has expired.');
  if (error instanceof errors.JWKSTimeout || error instanceof errors.JWKSInvalid) return new VerificationUnavailableError(error);
  // A failed key-set download surfaces as a generic JOSE error (non-200 answer) or a fetch TypeError.
  if (error instanceof errors.JOSEError && error.code !== 'ERR_JOSE_GENERIC') return new InvalidTokenError('The token is not valid.');
  return new VerificationUnavailableError(error);
}

function required(value: string | undefined, name: string): string {
  if (!value) throw new Error(`createTokenVerifier needs ${name}.`);
  return value;
}
