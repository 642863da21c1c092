export type Role = 'admin' | 'auditor' | 'agent';
export const ROLES: readonly Role[] = ['admin', 'auditor', 'agent'];

/** The signed-in user as the client sees it (SPEC.md section 3). */
export interface User {
  id: string;
  name: string;
  role: Role;
  avatarUrl: string | null;
}
export interface LoginRequest {
  username: string;
  password: string;
}
export interface LoginResponse {
  user: User;
}
/**
 * The answer of `POST /api/auth/logout` (200) when the session came from single sign-on and the
 * provider offers RP-initiated logout; any other sign-out answers 204 with no body, as always.
 */
export interface LogoutResponse {
  /**
   * The provider's end-session URL (with `id_token_hint`, `client_id` and `post_logout_redirect_uri`
   * = this app's `/login`). The product session has already ended: the client clears its state and
   * navigates there so the person is signed out at the provider too.
   */
  endSessionUrl: string;
}
/** How one may sign in on this server: what the login screen offers. */
export interface SignInMethods {
  /** The username/password form (off with LOCAL_LOGIN=false once single sign-on works). */
  local: boolean;
  /** OpenID Connect: a button with this label leading to `GET /api/auth/oidc/login`; null when not configured. */
  oidc: { label: string } | null;
}
export interface SessionResponse {
  isAuthenticated: boolean;
  user: User | null;
  /** Absent from servers older than single sign-on: treat as `{ local: true, oidc: null }`. */
  methods?: SignInMethods;
}
/**
 * Codes of a failed single sign-on, carried back to the login screen as `/login?error=<code>`.
 * `state`: the answer does not belong to a sign-in this browser started (tampered, replayed, or too old);
 * `token`: the ID token failed verification (nonce, audience, issuer, expiry, signature);
 * `code`: the provider refused the authorization code (expired or used); `denied`: the provider
 * answered with an error; `unreachable`: the provider could not be reached; `disabled`: the account
 * is disabled here; `conflict`: the account here is not linked to this identity; `unavailable`:
 * single sign-on is not configured.
 */
export const OIDC_ERRORS = ['state', 'token', 'code', 'denied', 'unreachable', 'disabled', 'conflict', 'unavailable'] as const;
export type OidcError = (typeof OIDC_ERRORS)[number];
/** `POST /api/auth/password` body (204; the other sessions end, this browser stays signed in with a new session). */
export interface ChangeOwnPasswordRequest {
  currentPassword: string;
  newPassword: string;
}
/** `GET /api/auth/profile`: the signed-in person's own account, for the Profile dialog. */
export interface Profile {
  id: string;
  username: string;
  name: string;
  role: Role;
  /** A password of this system (false: single sign-on, the provider keeps the password). */
  localPassword: boolean;
}
