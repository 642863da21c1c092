import type { Browser, Page } from 'playwright-core';
import type { AdminUser, Language, Role } from '@kb/contracts';
import { signIn } from './browser';
import { ACCOUNTS, openContext } from './journey';

export interface FreshAccount {
  id: string;
  username: string;
  password: string;
  name: string;
}

/**
 * A new account made by the seeded admin through the API, for a journey that needs a user nobody
 * else's journey touches (nothing saved, no conversations; issue 48's journeys).
 */
export async function freshAccount(browser: Browser, role: Role, name: string): Promise<FreshAccount> {
  const context = await openContext(browser);
  try {
    const login = await context.request.post('/api/auth/login', { data: { username: 'admin', password: ACCOUNTS.admin } });
    if (!login.ok()) throw new Error(`admin sign-in answered ${login.status()}`);
    const username = `${role}-${Math.random().toString(36).slice(2, 10)}`;
    const password = `Falcon-Dune-${Math.random().toString(36).slice(2, 8)}-42`;
    const res = await context.request.post('/api/admin/users', { data: { username, name, role, password } });
    if (res.status() !== 201) throw new Error(`creating ${username} answered ${res.status()}: ${await res.text()}`);
    const user = (await res.json()) as AdminUser;
    return { id: user.id, username, password, name };
  } finally {
    await context.close();
  }
}

/** Signs `account` in on `page` with the UI in `language` (see browser.ts `signIn`). */
export const signInAs = (page: Page, account: FreshAccount, language: Language) =>
  signIn(page, account.username, account.password, language);
