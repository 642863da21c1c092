import type { Role } from '../rest/auth.js';
import type { DomainEvent } from './envelope.js';

/**
 * User events. One stream per account, keyed by the normalised username: `user-{username}`
 * (stream category `user`). Keying by username makes "one account per username" an append with
 * expected version `no_stream` instead of a check that two instances could both pass.
 * Who and when live in the event metadata; a password never appears, only its argon2id hash.
 */
export const USER_STREAM_PREFIX = 'user-';
export const userStreamId = (username: string) => `${USER_STREAM_PREFIX}${username}`;

/**
 * The account an OpenID Connect provider vouches for: `subject` is unique only within `issuer`, so
 * the pair (never the email) links the account. `email` is what the provider said at registration.
 */
export interface ExternalIdentity {
  issuer: string;
  subject: string;
  email: string | null;
}

/**
 * `identity`: present for an account provisioned by OpenID Connect sign-in; its `passwordHash` is
 * empty, so the password form never signs it in. Absent for local accounts (and all older events).
 */
export type UserRegistered = DomainEvent<
  'UserRegistered',
  { userId: string; username: string; name: string; role: Role; passwordHash: string; identity?: ExternalIdentity }
>;

export type UserRoleChanged = DomainEvent<'UserRoleChanged', { userId: string; role: Role; previousRole: Role }>;

/** The password was replaced; every session of the user ended with it (see UserSignedOut). */
export type UserPasswordChanged = DomainEvent<'UserPasswordChanged', { userId: string; passwordHash: string }>;

/** A session started. `sessionId` names the session, never its token. */
export type UserSignedIn = DomainEvent<'UserSignedIn', { userId: string; sessionId: string; address: string | null }>;

/**
 * A sign-in with this account's username and a wrong password. Attempts on unknown usernames are
 * not recorded as events (they are throttled all the same): anyone could otherwise fill the log.
 */
export type UserSignInFailed = DomainEvent<'UserSignInFailed', { userId: string; username: string; address: string | null }>;

export type SignOutReason = 'signed_out' | 'replaced' | 'password_changed' | 'disabled' | 'role_lowered';
/**
 * A session ended: the user signed out, signed in again on the same browser, changed password, was
 * disabled, or signed in through the identity provider with a lower role than before.
 */
export type UserSignedOut = DomainEvent<'UserSignedOut', { userId: string; sessionId: string; reason: SignOutReason }>;

/** An admin gave the account another display name. */
export type UserRenamed = DomainEvent<'UserRenamed', { userId: string; name: string; previousName: string }>;

/** An admin disabled the account: it can no longer sign in, and every session of it ended (UserSignedOut 'disabled'). */
export type UserDisabled = DomainEvent<'UserDisabled', { userId: string }>;

/** An admin enabled a disabled account again; it may sign in with its password. */
export type UserEnabled = DomainEvent<'UserEnabled', { userId: string }>;

export type UserEvent =
  | UserRegistered
  | UserRoleChanged
  | UserPasswordChanged
  | UserSignedIn
  | UserSignInFailed
  | UserSignedOut
  | UserRenamed
  | UserDisabled
  | UserEnabled;
export const USER_EVENT_TYPES: readonly UserEvent['type'][] = [
  'UserRegistered',
  'UserRoleChanged',
  'UserPasswordChanged',
  'UserSignedIn',
  'UserSignInFailed',
  'UserSignedOut',
  'UserRenamed',
  'UserDisabled',
  'UserEnabled',
];
