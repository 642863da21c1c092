import { generateKeyPairSync, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type JWK } from 'oidc-provider';

/** A person known to the test provider; `groups` is what the role claim carries. */
export interface TestAccount {
  sub: string;
  name: string;
  email: string;
  groups: string[];
}

export interface TestProviderOptions {
  port: number;
  clientId: string;
  clientSecret: string;
  redirectUri: string;
  accounts: TestAccount[];
}

/** A fresh RS256 signing key with its own id, as a provider publishing a new key would have. */
export function signingKey(): JWK {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return { ...(privateKey.export({ format: 'jwk' }) as JWK), kid: randomUUID(), use: 'sig', alg: 'RS256' };
}

/** A free loopback port (the provider's address must be known before the app that trusts it starts). */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * The certified `oidc-provider` on loopback, with one confidential client and a few accounts. Its
 * login page is reduced to what a test needs: with `signInAs` set, the interaction signs that
 * account in and consents at once; otherwise it shows a list of accounts to choose from (for a
 * person or a browser journey). Claims (name, email, groups) go into the ID token.
 */
export class TestProvider {
  readonly issuer: string;
  /** The account the next interaction signs in without asking; null shows the chooser. */
  signInAs: string | null = null;
  /** The person cancels at the provider: it sends the browser back with `error=access_denied`. */
  refuse = false;
  /** Lifetime of authorization codes. */
  codeTtlSeconds = 60;
  private server: Server | null = null;
  private provider!: Provider;
  private readonly accounts: Map<string, TestAccount>;

  constructor(
    private readonly options: TestProviderOptions,
    public keys: JWK[] = [signingKey()],
  ) {
    this.issuer = `http://127.0.0.1:${options.port}`;
    this.accounts = new Map(options.accounts.map((a) => [a.sub, a]));
  }

  addAccount(account: TestAccount): void {
    this.accounts.set(account.sub, account);
  }

  account(sub: string): TestAccount {
    const account = this.accounts.get(sub);
    if (!account) throw new Error(`no test account ${sub}`);
    return account;
  }

  /** Starts (or restarts) on the same address with the current `keys`; a restart forgets every provider session. */
  async start(): Promise<void> {
    await this.stop();
    const accounts = this.accounts;
    this.provider = new Provider(this.issuer, {
      clients: [
        {
          client_id: this.options.clientId,
          client_secret: this.options.clientSecret,
          redirect_uris: [this.options.redirectUri],
          grant_types: ['authorization_code'],
          response_types: ['code'],
        },
      ],
      jwks: { keys: this.keys },
      claims: { openid: ['sub'], profile: ['name'], email: ['email'], groups: ['groups'] },
      scopes: ['openid', 'profile', 'email', 'groups'],
      conformIdTokenClaims: false,
      features: { devInteractions: { enabled: false } },
      interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
      cookies: { keys: ['test-provider-cookie-key'] },
      ttl: {
        AuthorizationCode: () => this.codeTtlSeconds,
        Interaction: 600,
        Session: 3600,
        Grant: 3600,
        AccessToken: 600,
        IdToken: 600,
      },
      findAccount: (_ctx, sub) => {
        const account = accounts.get(sub);
        return account ? { accountId: sub, claims: () => ({ ...account }) } : undefined;
      },
    });
    const callback = this.provider.callback();
    const server = createServer((req, res) => {
      if (req.url?.startsWith('/interaction/')) return void this.interaction(req, res).catch((error) => res.writeHead(500).end(String(error)));
      callback(req, res);
    });
    await new Promise<void>((resolve) => server.listen(this.options.port, '127.0.0.1', resolve));
    this.server = server;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = null;
    if (!server) return;
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }

  private async interaction(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const details = await this.provider.interactionDetails(req, res);
    if (this.refuse) {
      const result = { error: 'access_denied', error_description: 'The person cancelled the sign-in' };
      return this.provider.interactionFinished(req, res, result, { mergeWithLastSubmission: false });
    }
    let accountId = this.signInAs;
    if (req.method === 'POST') accountId = new URLSearchParams(await body(req)).get('account');
    if (!accountId) {
      const choices = [...this.accounts.values()]
        .map((a) => `<button name="account" value="${escape(a.sub)}">${escape(a.name)}</button>`)
        .join('');
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(`<!doctype html><title>Test identity provider</title><h1>Choose an account</h1><form method="post">${choices}</form>`);
      return;
    }
    const grant = new this.provider.Grant({ accountId, clientId: String(details.params.client_id) });
    grant.addOIDCScope(String(details.params.scope));
    const grantId = await grant.save();
    await this.provider.interactionFinished(req, res, { login: { accountId }, consent: { grantId } }, { mergeWithLastSubmission: false });
  }
}

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

async function body(req: IncomingMessage): Promise<string> {
  let text = '';
  for await (const chunk of req) text += chunk;
  return text;
}
