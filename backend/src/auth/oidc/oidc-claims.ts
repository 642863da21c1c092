import { createHash } from 'node:crypto';
import type { Role } from '@kb/contracts';
import type { OidcConfig } from '../../config/app-config.js';
import { MAX_NAME_LENGTH } from '../users/domain/user.decider.js';

export type Claims = Record<string, unknown>;

/**
 * The username of the account an identity provider vouches for, derived from issuer and subject
 * alone. The user stream is keyed by username, so two first sign-ins of one person race for the same
 * stream and only one registers; the `sso-` prefix and the hash keep it apart from local usernames
 * (a local account that took it anyway is refused by the decider: identities never merge).
 */
export function oidcUsername(issuer: string, subject: string): string {
  return `sso-${createHash('sha256').update(`${issuer}\n${subject}`).digest('hex').slice(0, 24)}`;
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);

/** The display name and email the claims give; the subject when a provider sends no name at all. */
export function profileOf(claims: Claims): { name: string; email: string | null } {
  const email = text(claims.email);
  const given = [text(claims.given_name), text(claims.family_name)].filter(Boolean).join(' ');
  const name = text(claims.name) ?? (given || null) ?? text(claims.preferred_username) ?? email ?? String(claims.sub);
  return { name: name.slice(0, MAX_NAME_LENGTH), email };
}

/** A claim by name, or by a dotted path into nested objects (Keycloak's `realm_access.roles`). */
function claimAt(claims: Claims, path: string): unknown {
  if (path in claims) return claims[path];
  return path.split('.').reduce<unknown>((at, key) => (at && typeof at === 'object' ? (at as Claims)[key] : undefined), claims);
}

/** Admin if any value of the role claim is an admin value, else auditor likewise, else agent. */
export function roleOf(claims: Claims, config: Pick<OidcConfig, 'roleClaim' | 'adminValues' | 'auditorValues'>): Role {
  if (!config.roleClaim) return 'agent';
  const raw = claimAt(claims, config.roleClaim);
  const values = (Array.isArray(raw) ? raw : [raw]).filter((v): v is string => typeof v === 'string');
  if (values.some((v) => config.adminValues.includes(v))) return 'admin';
  if (values.some((v) => config.auditorValues.includes(v))) return 'auditor';
  return 'agent';
}

const RANK: Record<Role, number> = { agent: 0, auditor: 1, admin: 2 };
export const isLower = (role: Role, than: Role) => RANK[role] < RANK[than];
