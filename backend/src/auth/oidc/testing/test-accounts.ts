import type { TestAccount } from './test-provider.js';

/** The people the test provider knows: an agent, a member of the admin group and an auditor. */
export const TEST_ACCOUNTS: TestAccount[] = [
  { sub: 'noura-7f3a', name: 'Noura Al-Harbi', email: 'noura@telco.example', groups: ['staff'] },
  { sub: 'fahad-19bc', name: 'Fahad Al-Qahtani', email: 'fahad@telco.example', groups: ['staff', 'kb-admins'] },
  { sub: 'maha-5d21', name: 'Maha Al-Zahrani', email: 'maha@telco.example', groups: ['quality'] },
];

/** The client the app is registered as, on both sides of the tests. */
export const TEST_CLIENT = { clientId: 'kb-assistant', clientSecret: 'a-test-client-secret-of-enough-length' } as const;
