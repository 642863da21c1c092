import { describe, expect, it } from 'vitest';
import type { UserEvent } from '@kb/contracts';
import { DomainError, fold } from '../../../shared/event-sourcing/decider.js';
import { DeciderSpecification } from '../../../shared/event-sourcing/decider-specification.js';
import { checkUsername, normalizeUsername, userDecider, type UserCommand } from './user.decider.js';

const registered: UserEvent = {
  type: 'UserRegistered',
  data: { userId: 'u1', username: 'ahmed', name: 'Ahmed Al-Mutairi', role: 'agent', passwordHash: '$argon2id$old' },
};

const given = DeciderSpecification.for(userDecider);

describe('User aggregate', () => {
  it('registers a new username, never twice', () => {
    const register: UserCommand = {
      type: 'RegisterUser',
      userId: 'u1',
      username: 'ahmed',
      name: ' Ahmed Al-Mutairi ',
      role: 'agent',
      passwordHash: 'h',
    };
    given([])
      .when(register)
      .then([
        { type: 'UserRegistered', data: { userId: 'u1', username: 'ahmed', name: 'Ahmed Al-Mutairi', role: 'agent', passwordHash: 'h' } },
      ]);
    given([registered])
      .when(register)
      .thenFails(new DomainError('username_taken', { username: 'ahmed' }));
  });

  it('refuses unknown roles, blank names and malformed usernames', () => {
    const base = { type: 'RegisterUser' as const, userId: 'u1', username: 'sara', name: 'Sara', role: 'agent' as const, passwordHash: 'h' };
    given([])
      .when({ ...base, role: 'root' as never })
      .thenFails('role_unknown');
    given([])
      .when({ ...base, name: '   ' })
      .thenFails('user_name_invalid');
    given([])
      .when({ ...base, username: 'a b' })
      .thenFails('username_invalid');
    expect(checkUsername('fatima.al-sabah')).toBeNull();
    expect(checkUsername('فاطمة')).toBeNull();
    expect(checkUsername('Upper')).not.toBeNull();
    expect(normalizeUsername('  Admin ')).toBe('admin');
  });

  it('changes the role only when it differs', () => {
    given([registered])
      .when({ type: 'ChangeUserRole', role: 'admin' })
      .then([{ type: 'UserRoleChanged', data: { userId: 'u1', role: 'admin', previousRole: 'agent' } }]);
    given([registered]).when({ type: 'ChangeUserRole', role: 'agent' }).then([]);
    given([]).when({ type: 'ChangeUserRole', role: 'admin' }).thenFails(new DomainError('user_not_found'));
  });

  it('records a new password hash, which the state then holds', () => {
    const events = given([registered])
      .when({ type: 'ChangeUserPassword', passwordHash: '$argon2id$new' })
      .then([{ type: 'UserPasswordChanged', data: { userId: 'u1', passwordHash: '$argon2id$new' } }]);
    expect(fold(userDecider, [registered, ...events])?.passwordHash).toBe('$argon2id$new');
  });

  it('records sign-ins, failures and sign-outs of a registered user only', () => {
    given([registered])
      .when({ type: 'RecordSignIn', sessionId: 's1', address: '10.0.0.1' })
      .then([{ type: 'UserSignedIn', data: { userId: 'u1', sessionId: 's1', address: '10.0.0.1' } }]);
    given([registered])
      .when({ type: 'RecordSignInFailure', address: '10.0.0.1' })
      .then([{ type: 'UserSignInFailed', data: { userId: 'u1', username: 'ahmed', address: '10.0.0.1' } }]);
    given([registered])
      .when({ type: 'RecordSignOut', sessionId: 's1', reason: 'signed_out' })
      .then([{ type: 'UserSignedOut', data: { userId: 'u1', sessionId: 's1', reason: 'signed_out' } }]);
    given([]).when({ type: 'RecordSignInFailure', address: null }).thenFails(new DomainError('user_not_found'));
  });

  it('renames with a checked name, and records nothing for the same name', () => {
    given([registered])
      .when({ type: 'RenameUser', name: ' Ahmed M. ' })
      .then([{ type: 'UserRenamed', data: { userId: 'u1', name: 'Ahmed M.', previousName: 'Ahmed Al-Mutairi' } }]);
    given([registered]).when({ type: 'RenameUser', name: 'Ahmed Al-Mutairi' }).then([]);
    given([registered]).when({ type: 'RenameUser', name: '  ' }).thenFails('user_name_invalid');
  });

  it('disables and enables an account once each way', () => {
    const disabled: UserEvent = { type: 'UserDisabled', data: { userId: 'u1' } };
    given([registered]).when({ type: 'DisableUser', activeAdmins: 1 }).then([disabled]);
    given([registered, disabled]).when({ type: 'DisableUser', activeAdmins: 1 }).then([]);
    given([registered, disabled])
      .when({ type: 'EnableUser' })
      .then([{ type: 'UserEnabled', data: { userId: 'u1' } }]);
    given([registered]).when({ type: 'EnableUser' }).then([]);
    expect(fold(userDecider, [registered, disabled])?.disabled).toBe(true);
    given([]).when({ type: 'DisableUser', activeAdmins: 2 }).thenFails(new DomainError('user_not_found'));
  });

  it('keeps the last enabled admin an admin: no demotion, no disabling', () => {
    const admin: UserEvent = { ...registered, data: { ...registered.data, role: 'admin' } } as UserEvent;
    given([admin]).when({ type: 'ChangeUserRole', role: 'agent', activeAdmins: 1 }).thenFails(new DomainError('last_admin'));
    given([admin]).when({ type: 'DisableUser', activeAdmins: 1 }).thenFails(new DomainError('last_admin'));
    given([admin])
      .when({ type: 'ChangeUserRole', role: 'agent', activeAdmins: 2 })
      .then([{ type: 'UserRoleChanged', data: { userId: 'u1', role: 'agent', previousRole: 'admin' } }]);
    given([admin])
      .when({ type: 'DisableUser', activeAdmins: 2 })
      .then([{ type: 'UserDisabled', data: { userId: 'u1' } }]);
  });

  describe('accounts of an OpenID Connect provider', () => {
    const identity = { issuer: 'https://login.example.com', subject: 'abc-123', email: 'noura@example.com' };
    const provisioned: UserEvent = {
      type: 'UserRegistered',
      data: { userId: 'u2', username: 'sso-0a1b2c', name: 'Noura', role: 'agent', passwordHash: '', identity },
    };
    const sync = {
      type: 'SyncExternalUser' as const,
      issuer: identity.issuer,
      subject: identity.subject,
      name: 'Noura',
      role: 'agent' as const,
    };

    it('records the issuer and subject at registration', () => {
      given([])
        .when({ type: 'RegisterUser', userId: 'u2', username: 'sso-0a1b2c', name: 'Noura', role: 'agent', passwordHash: '', identity })
        .then([provisioned]);
    });

    it('follows the name and role of later sign-ins, and records nothing when they are the same', () => {
      given([provisioned])
        .when({ ...sync, name: 'Noura Al-Harbi', role: 'admin' })
        .then([
          { type: 'UserRenamed', data: { userId: 'u2', name: 'Noura Al-Harbi', previousName: 'Noura' } },
          { type: 'UserRoleChanged', data: { userId: 'u2', role: 'admin', previousRole: 'agent' } },
        ]);
      given([provisioned]).when(sync).then([]);
      given([provisioned])
        .when({ ...sync, name: '  ' })
        .then([]);
    });

    it('never links a local account or another identity, and refuses a disabled account', () => {
      given([registered])
        .when({ ...sync })
        .thenFails('oidc_account_conflict');
      given([provisioned])
        .when({ ...sync, subject: 'someone-else' })
        .thenFails('oidc_account_conflict');
      given([provisioned])
        .when({ ...sync, issuer: 'https://evil.example.com' })
        .thenFails('oidc_account_conflict');
      given([provisioned, { type: 'UserDisabled', data: { userId: 'u2' } }])
        .when(sync)
        .thenFails('user_disabled');
      given([]).when(sync).thenFails('user_not_found');
    });
  });
});
