import { ROLES, type ExternalIdentity, type Role, type SignOutReason, type UserEvent } from '@kb/contracts';
import { DomainError, type Decider } from '../../../shared/event-sourcing/decider.js';

/** What the aggregate needs to decide; `null` before registration. */
export type UserState = null | {
  userId: string;
  username: string;
  name: string;
  role: Role;
  passwordHash: string;
  disabled: boolean;
  /** Set for accounts an OpenID Connect provider provisioned. */
  identity: ExternalIdentity | null;
};

export type RegisterUser = {
  type: 'RegisterUser';
  userId: string;
  username: string;
  name: string;
  role: Role;
  passwordHash: string;
  identity?: ExternalIdentity;
};
/**
 * A sign-in through the identity provider brings its current claims: the name and the mapped role
 * follow them. Refused unless the account is the one linked to this issuer and subject, and when
 * the account is disabled. The last-admin rule is not applied: the provider is the authority on
 * its users' roles (a local admin account stays the way back in).
 */
export type SyncExternalUser = { type: 'SyncExternalUser'; issuer: string; subject: string; name: string; role: Role };
/**
 * `activeAdmins`: how many enabled admins the read model counts, this one included. Another account's
 * state is not this aggregate's to know, so the handler brings the count in; the rule stays here.
 * Absent (command line, seeding) means "not checked".
 */
export type ChangeUserRole = { type: 'ChangeUserRole'; role: Role; activeAdmins?: number };
export type RenameUser = { type: 'RenameUser'; name: string };
export type DisableUser = { type: 'DisableUser'; activeAdmins: number };
export type EnableUser = { type: 'EnableUser' };
export type ChangeUserPassword = { type: 'ChangeUserPassword'; passwordHash: string };
/** The password was checked outside (argon2 is neither pure nor synchronous); the result comes in. */
export type RecordSignIn = { type: 'RecordSignIn'; sessionId: string; address: string | null };
export type RecordSignInFailure = { type: 'RecordSignInFailure'; address: string | null };
export type RecordSignOut = { type: 'RecordSignOut'; sessionId: string; reason: SignOutReason };
export type UserCommand =
  | RegisterUser
  | ChangeUserRole
  | ChangeUserPassword
  | RecordSignIn
  | RecordSignInFailure
  | RecordSignOut
  | RenameUser
  | DisableUser
  | EnableUser
  | SyncExternalUser;

export const MAX_NAME_LENGTH = 100;
const USERNAME = /^[\p{L}\p{N}][\p{L}\p{N}._-]{1,63}$/u;

/** Usernames compare case-insensitively and without surrounding blanks. */
export const normalizeUsername = (username: string) => username.trim().toLowerCase();

export function checkUsername(username: string): DomainError | null {
  return USERNAME.test(username) && username === normalizeUsername(username) ? null : new DomainError('username_invalid', { username });
}

function checkRole(role: string): DomainError | null {
  return (ROLES as readonly string[]).includes(role) ? null : new DomainError('role_unknown', { role, roles: ROLES.join(', ') });
}

const notFound = () => new DomainError('user_not_found');

/** The last enabled admin may not stop being one: nobody could then administer anything. */
const isLastAdmin = (state: NonNullable<UserState>, activeAdmins: number | undefined) =>
  activeAdmins !== undefined && state.role === 'admin' && !state.disabled && activeAdmins <= 1;

function checkName(raw: string): string | DomainError {
  const name = raw.trim();
  return !name || name.length > MAX_NAME_LENGTH ? new DomainError('user_name_invalid', { max: MAX_NAME_LENGTH }) : name;
}

function decide(command: UserCommand, state: UserState): UserEvent[] | DomainError {
  switch (command.type) {
    case 'RegisterUser': {
      if (state) return new DomainError('username_taken', { username: command.username });
      const invalid = checkUsername(command.username) ?? checkRole(command.role);
      if (invalid) return invalid;
      const name = checkName(command.name);
      if (name instanceof DomainError) return name;
      const { userId, username, role, passwordHash, identity } = command;
      return [{ type: 'UserRegistered', data: { userId, username, name, role, passwordHash, ...(identity ? { identity } : {}) } }];
    }
    case 'ChangeUserRole': {
      if (!state) return notFound();
      const invalid = checkRole(command.role);
      if (invalid) return invalid;
      if (command.role === state.role) return [];
      if (isLastAdmin(state, command.activeAdmins)) return new DomainError('last_admin');
      return [{ type: 'UserRoleChanged', data: { userId: state.userId, role: command.role, previousRole: state.role } }];
    }
    case 'ChangeUserPassword':
      if (!state) return notFound();
      return [{ type: 'UserPasswordChanged', data: { userId: state.userId, passwordHash: command.passwordHash } }];
    case 'RecordSignIn':
      if (!state) return notFound();
      return [{ type: 'UserSignedIn', data: { userId: state.userId, sessionId: command.sessionId, address: command.address } }];
    case 'RecordSignInFailure':
      if (!state) return notFound();
      return [{ type: 'UserSignInFailed', data: { userId: state.userId, username: state.username, address: command.address } }];
    case 'RecordSignOut':
      if (!state) return notFound();
      return [{ type: 'UserSignedOut', data: { userId: state.userId, sessionId: command.sessionId, reason: command.reason } }];
    case 'RenameUser': {
      if (!state) return notFound();
      const name = checkName(command.name);
      if (name instanceof DomainError) return name;
      return name === state.name ? [] : [{ type: 'UserRenamed', data: { userId: state.userId, name, previousName: state.name } }];
    }
    case 'DisableUser':
      if (!state) return notFound();
      if (state.disabled) return [];
      if (isLastAdmin(state, command.activeAdmins)) return new DomainError('last_admin');
      return [{ type: 'UserDisabled', data: { userId: state.userId } }];
    case 'EnableUser':
      if (!state) return notFound();
      return state.disabled ? [{ type: 'UserEnabled', data: { userId: state.userId } }] : [];
    case 'SyncExternalUser': {
      if (!state) return notFound();
      if (state.identity?.issuer !== command.issuer || state.identity.subject !== command.subject)
        return new DomainError('oidc_account_conflict');
      if (state.disabled) return new DomainError('user_disabled');
      const invalid = checkRole(command.role);
      if (invalid) return invalid;
      const name = checkName(command.name);
      const events: UserEvent[] = [];
      // A blank or overlong name from the provider keeps the one the account has.
      if (!(name instanceof DomainError) && name !== state.name)
        events.push({ type: 'UserRenamed', data: { userId: state.userId, name, previousName: state.name } });
      if (command.role !== state.role)
        events.push({ type: 'UserRoleChanged', data: { userId: state.userId, role: command.role, previousRole: state.role } });
      return events;
    }
    default: {
      const unknown: never = command;
      throw new Error(`Unknown command ${JSON.stringify(unknown)}`);
    }
  }
}

function evolve(state: UserState, event: UserEvent): UserState {
  switch (event.type) {
    case 'UserRegistered':
      return { ...event.data, disabled: false, identity: event.data.identity ?? null };
    case 'UserRoleChanged':
      return state && { ...state, role: event.data.role };
    case 'UserPasswordChanged':
      return state && { ...state, passwordHash: event.data.passwordHash };
    case 'UserRenamed':
      return state && { ...state, name: event.data.name };
    case 'UserDisabled':
      return state && { ...state, disabled: true };
    case 'UserEnabled':
      return state && { ...state, disabled: false };
    case 'UserSignedIn':
    case 'UserSignInFailed':
    case 'UserSignedOut':
      // Sessions live in their own table; the history of sign-ins changes no decision.
      return state;
    default: {
      const unknown: never = event;
      throw new Error(`Unknown event ${JSON.stringify(unknown)}`);
    }
  }
}

/** The User aggregate (pure): ids, hashes and time come in with the command and its context. */
export const userDecider: Decider<UserState, UserCommand, UserEvent> = { initialState: null, decide, evolve };
