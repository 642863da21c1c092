import { describe, expect, it } from 'vitest';
import type { UserEvent } from '@kb/contracts';
import { DomainError, fold } from '../../../shared/event-sourcing/decider.js';
import { checkUsername, normalizeUsername, userDecider, type UserCommand } from './user.decider.js';

const registered: UserEvent = {
  type: 'UserRegistered',
  data: { userId: 'u1', username: 'ahmed', name: 'Ahmed Al-Mutairi', role: 'agent', passwordHash: '$argon2id$old' },
};

/** given([events]).when(command) → events or the error. */
const given = (events: UserEvent[]) => ({ when: (command: UserCommand) => userDecider.decide(command, fold(userDecider, events)) });

describe('User aggregate', () => {
  it('registers a new username, never twice', () => {
    const register: UserCommand = { type: 'RegisterUser', userId: 'u1', username: 'ahmed', name: ' Ahmed Al-Mutairi ', role: 'agent', passwordHash: 'h' };
    expect(given([]).when(register)).toEqual([
      { type: 'UserRegistered', data: { userId: 'u1', username: 'ahmed', name: 'Ahmed Al-Mutairi', role: 'agent', passwordHash: 'h' } },
    ]);
    expect(given([registered]).when(register)).toEqual(new DomainError('username_taken', { username: 'ahmed' }));
  });

  it('refuses unknown roles, blank names and malformed usernames', () => {
    const base = { type: 'RegisterUser' as const, userId: 'u1', username: 'sara', name: 'Sara', role: 'agent' as const, passwordHash: 'h' };
    expect((given([]).when({ ...base, role: 'root' as never }) as DomainError).code).toBe('role_unknown');
    expect((given([]).when({ ...base, name: '   ' }) as DomainError).code).toBe('user_name_invalid');
    expect((given([]).when({ ...base, username: 'a b' }) as DomainError).code).toBe('username_invalid');
    expect(checkUsername('fatima.al-sabah')).toBeNull();
    expect(checkUsername('فاطمة')).toBeNull();
    expect(checkUsername('Upper')).not.toBeNull();
    expect(normalizeUsername('  Admin ')).toBe('admin');
  });

  it('changes the role only when it differs', () => {
    expect(given([registered]).when({ type: 'ChangeUserRole', role: 'admin' })).toEqual([
      { type: 'UserRoleChanged', data: { userId: 'u1', role: 'admin', previousRole: 'agent' } },
    ]);
    expect(given([registered]).when({ type: 'ChangeUserRole', role: 'agent' })).toEqual([]);
    expect(given([]).when({ type: 'ChangeUserRole', role: 'admin' })).toEqual(new DomainError('user_not_found'));
  });

  it('records a new password hash, which the state then holds', () => {
    const events = given([registered]).when({ type: 'ChangeUserPassword', passwordHash: '$argon2id$new' }) as UserEvent[];
    expect(events).toEqual([{ type: 'UserPasswordChanged', data: { userId: 'u1', passwordHash: '$argon2id$new' } }]);
    expect(fold(userDecider, [registered, ...events])?.passwordHash).toBe('$argon2id$new');
  });

  it('records sign-ins, failures and sign-outs of a registered user only', () => {
    expect(given([registered]).when({ type: 'RecordSignIn', sessionId: 's1', address: '10.0.0.1' })).toEqual([
      { type: 'UserSignedIn', data: { userId: 'u1', sessionId: 's1', address: '10.0.0.1' } },
    ]);
    expect(given([registered]).when({ type: 'RecordSignInFailure', address: '10.0.0.1' })).toEqual([
      { type: 'UserSignInFailed', data: { userId: 'u1', username: 'ahmed', address: '10.0.0.1' } },
    ]);
    expect(given([registered]).when({ type: 'RecordSignOut', sessionId: 's1', reason: 'signed_out' })).toEqual([
      { type: 'UserSignedOut', data: { userId: 'u1', sessionId: 's1', reason: 'signed_out' } },
    ]);
    expect(given([]).when({ type: 'RecordSignInFailure', address: null })).toEqual(new DomainError('user_not_found'));
  });
});
