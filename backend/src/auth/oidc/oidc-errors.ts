import type { OidcError } from '@kb/contracts';
import * as client from 'openid-client';

/** A failure the callback itself found (no library error behind it). */
export class OidcFailure extends Error {
  constructor(
    readonly code: OidcError,
    detail: string,
  ) {
    super(detail);
  }
}

const UNREACHABLE = new Set(['OAUTH_TIMEOUT', 'OAUTH_ABORT', 'OAUTH_RESPONSE_IS_NOT_CONFORM', 'OAUTH_RESPONSE_IS_NOT_JSON']);

/**
 * What went wrong, as the login screen names it. openid-client throws a TypeError when fetch could
 * not reach the provider, AuthorizationResponseError for an `error` the provider redirected with,
 * ResponseBodyError when the token endpoint refused the code, and ClientError for everything the
 * ID token verification rejected (nonce, audience, issuer, expiry, signature, key).
 */
export function classify(error: unknown): OidcError {
  if (error instanceof OidcFailure) return error.code;
  if (error instanceof TypeError) return 'unreachable';
  if (error instanceof client.AuthorizationResponseError) return 'denied';
  if (error instanceof client.ResponseBodyError) return 'code';
  if (error instanceof client.ClientError) return UNREACHABLE.has(error.code ?? '') ? 'unreachable' : 'token';
  return 'token';
}
