import { describe, expect, it } from 'vitest';
import { checkPassword } from './password-policy.js';

const code = (username: string, password: string) => checkPassword(username, password)?.code ?? 'ok';

describe('password rules', () => {
  it('accepts a long password of the person’s own making', () => {
    expect(code('fatima', 'Salmiya-sunset-42')).toBe('ok');
    expect(code('fatima', 'كلمة-سر-طويلة-جدا')).toBe('ok');
  });

  it('refuses short ones', () => {
    expect(code('fatima', 'Sh0rt-pass')).toBe('password_too_short');
    expect(code('admin', 'admin123')).toBe('password_too_short');
  });

  it('refuses common ones, however padded with digits and symbols', () => {
    for (const weak of [
      'password1234',
      'Password2024!',
      'qwerty123456',
      '123456789012',
      'aaaaaaaaaaaa',
      'Welcome@2025',
      '!!Gulfnet2025!!',
    ]) {
      expect(code('someone', weak), weak).toBe('password_common');
    }
  });

  it('refuses ones containing the username', () => {
    expect(code('ahmed', 'my-Ahmed-secret-99')).toBe('password_contains_username');
  });
});
