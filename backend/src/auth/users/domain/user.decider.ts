import { ROLES, type Role, type SignOutReason, type UserEvent } from '@kb/contracts';
import { DomainError, type Decider } from '../../../shared/event-sourcing/decider.js';

/** What the aggregate needs to decide; `null` before registration. */
export type UserState = null | { userId: string; username: string; name: string; role: Role; passwordHash: string };

export type RegisterUser = { type: 'RegisterUser'; userId: string; username: string; name: string; role: Role; passwordHash: string };
export type ChangeUserRole = { type: 'ChangeUserRole'; role: Role };
export type ChangeUserPassword = { type: 'ChangeUserPassword'; passwordHash: string };
/** The password was checked outside (argon2 is neither pure nor synchronous); the result comes in. */
export type RecordSignIn = { type: 'RecordSignIn'; sessionId: string; address: string | null };
export type RecordSignInFailure = { type: 'RecordSignInFailure'; address: string | null };
export type RecordSignOut = { type: 'RecordSignOut'; sessionId: string; reason: SignOutReason };
export type UserCommand = RegisterUser | ChangeUserRole | ChangeUserPassword | RecordSignIn | RecordSignInFailure | RecordSignOut;

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

function decide(command: UserCommand, state: UserState): UserEvent[] | DomainError {
  switch (command.type) {
    case 'RegisterUser': {
      if (state) return new DomainError('username_taken', { username: command.username });
      const invalid = checkUsername(command.username) ?? checkRole(command.role);
      if (invalid) return invalid;
      const name = command.name.trim();
      if (!name || name.length > MAX_NAME_LENGTH) return new DomainError('user_name_invalid', { max: MAX_NAME_LENGTH });
      const { userId, username, role, passwordHash } = command;
      return [{ type: 'UserRegistered', data: { userId, username, name, role, passwordHash } }];
    }
    case 'ChangeUserRole': {
      if (!state) return notFound();
      const invalid = checkRole(command.role);
      if (invalid) return invalid;
      if (command.role === state.role) return [];
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
    default: {
      const unknown: never = command;
      throw new Error(`Unknown command ${JSON.stringify(unknown)}`);
    }
  }
}

function evolve(state: UserState, event: UserEvent): UserState {
  switch (event.type) {
    case 'UserRegistered':
      return { ...event.data };
    case 'UserRoleChanged':
      return state && { ...state, role: event.data.role };
    case 'UserPasswordChanged':
      return state && { ...state, passwordHash: event.data.passwordHash };
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
