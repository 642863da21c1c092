import type { Role } from './auth.js';

/** An account as the User Access tab lists it (`GET /api/admin/users`). Never a password hash. */
export interface AdminUser {
  id: string;
  username: string;
  name: string;
  role: Role;
  /** A disabled account cannot sign in and has no sessions. */
  disabled: boolean;
  createdAt: string;
  lastSignInAt: string | null;
}

/** `POST /api/admin/users`: the initial password must pass the password policy. */
export interface CreateUserRequest {
  username: string;
  name: string;
  role: Role;
  password: string;
}

/** `PATCH /api/admin/users/{id}`: any of the three; each change is its own event. */
export interface UpdateUserRequest {
  name?: string;
  role?: Role;
  disabled?: boolean;
}

/** `POST /api/admin/users/{id}/password`: ends every session of the account. */
export interface ResetPasswordRequest {
  password: string;
}

/** `GET /api/admin/model-status`: whether answers can come from a model, checked with a short test call. */
export interface ModelStatus {
  /** An API key is set (OPENAI_API_KEY). */
  configured: boolean;
  /** An OpenAI-compatible endpoint other than OpenAI's is set (OPENAI_BASE_URL): any model name may be used. */
  customEndpoint: boolean;
  /** The endpoint's host, never the key; null for OpenAI's own. */
  endpointHost: string | null;
  /** null when not configured (nothing to test). */
  reachable: boolean | null;
  latencyMs: number | null;
  /** Why the test call failed (status or error name), in English; null when it succeeded. */
  error: string | null;
}
