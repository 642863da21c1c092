import { parseArgs } from 'node:util';
import { TEST_ACCOUNTS, TEST_CLIENT } from './test-accounts.js';
import { TestProvider } from './test-provider.js';

/**
 * The test provider as a process of its own, for the browser journey (which must not import backend
 * source): `node backend/dist/auth/oidc/testing/run-test-provider.js --port 4100 --app http://127.0.0.1:3000
 * [--client-id <id> --client-secret <secret>]`. It trusts the app at `--app` (redirect URI
 * `/api/auth/oidc/callback`, post-logout `/login`) as that client (TEST_CLIENT by default), knows
 * TEST_ACCOUNTS, and prints its issuer URL on a line of its own once it listens. Needs the dev
 * dependency `oidc-provider`: never part of a production start.
 */
const { values } = parseArgs({
  options: { port: { type: 'string' }, app: { type: 'string' }, 'client-id': { type: 'string' }, 'client-secret': { type: 'string' } },
});
const port = Number(values.port);
if (!Number.isInteger(port) || port <= 0 || !values.app) {
  console.error('usage: run-test-provider.js --port <port> --app <origin of the app>');
  process.exit(2);
}
const app = new URL(values.app).origin;
const provider = new TestProvider({
  port,
  clientId: values['client-id'] ?? TEST_CLIENT.clientId,
  clientSecret: values['client-secret'] ?? TEST_CLIENT.clientSecret,
  redirectUri: `${app}/api/auth/oidc/callback`,
  postLogoutRedirectUri: `${app}/login`,
  accounts: structuredClone(TEST_ACCOUNTS),
});
await provider.start();
console.log(provider.issuer);

const stop = () => void provider.stop().then(() => process.exit(0));
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
