import { describe, expect, it } from 'vitest';
import { checkUsername } from '../users/domain/user.decider.js';
import { isLower, oidcUsername, profileOf, roleOf } from './oidc-claims.js';

const mapping = { roleClaim: 'groups', adminValues: ['kb-admins'], auditorValues: ['kb-auditors', 'quality'] };

describe('OpenID Connect claims', () => {
  it('maps the role claim: admin before auditor, everyone else an agent', () => {
    expect(roleOf({ groups: ['staff', 'kb-admins', 'quality'] }, mapping)).toBe('admin');
    expect(roleOf({ groups: ['quality'] }, mapping)).toBe('auditor');
    expect(roleOf({ groups: 'kb-admins' }, mapping)).toBe('admin');
    expect(roleOf({ groups: ['staff'] }, mapping)).toBe('agent');
    expect(roleOf({}, mapping)).toBe('agent');
    expect(roleOf({ groups: ['kb-admins'] }, { ...mapping, roleClaim: null })).toBe('agent');
    expect(roleOf({ realm_access: { roles: ['kb-admins'] } }, { ...mapping, roleClaim: 'realm_access.roles' })).toBe('admin');
    expect(isLower('agent', 'admin')).toBe(true);
    expect(isLower('admin', 'auditor')).toBe(false);
  });

  it('takes the name from the claims, falling back to given and family name, then the username or email', () => {
    expect(profileOf({ sub: 's', name: ' Noura Al-Harbi ', email: 'noura@example.com' })).toEqual({
      name: 'Noura Al-Harbi',
      email: 'noura@example.com',
    });
    expect(profileOf({ sub: 's', given_name: 'Noura', family_name: 'Al-Harbi' }).name).toBe('Noura Al-Harbi');
    expect(profileOf({ sub: 's', preferred_username: 'noura' }).name).toBe('noura');
    expect(profileOf({ sub: 's' })).toEqual({ name: 's', email: null });
  });

  it('derives one valid username per issuer and subject, never a plain local-looking one', () => {
    const a = oidcUsername('https://login.example.com', 'abc');
    expect(checkUsername(a)).toBeNull();
    expect(a).toMatch(/^sso-[0-9a-f]{24}$/);
    expect(oidcUsername('https://login.example.com', 'abc')).toBe(a);
    expect(oidcUsername('https://other.example.com', 'abc')).not.toBe(a);
  });
});
