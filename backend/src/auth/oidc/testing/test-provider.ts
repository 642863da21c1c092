import { generateKeyPairSync, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type JWK, type KoaContextWithOIDC } from 'oidc-provider';

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
  /** Where the provider may send the browser after signing out (RP-initiated logout). */
  postLogoutRedirectUri?: string;
  /** Whether discovery offers an `end_session_endpoint` (RP-initiated logout); on unless false. */
  rpInitiatedLogout?: boolean;
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
 * account in and consents at once; otherwise it asks for an account's email (for a person or a
 * browser journey), and its Cancel answers `access_denied`. Claims (name, email, groups) go into
 * the ID token. Its own pages load nothing from elsewhere (the defaults fetch a web font).
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
          post_logout_redirect_uris: this.options.postLogoutRedirectUri ? [this.options.postLogoutRedirectUri] : [],
          grant_types: ['authorization_code'],
          response_types: ['code'],
        },
      ],
      jwks: { keys: this.keys },
      claims: { openid: ['sub'], profile: ['name'], email: ['email'], groups: ['groups'] },
      scopes: ['openid', 'profile', 'email', 'groups'],
      conformIdTokenClaims: false,
      features: {
        devInteractions: { enabled: false },
        rpInitiatedLogout: { enabled: this.options.rpInitiatedLogout !== false, logoutSource, postLogoutSuccessSource },
      },
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
      if (req.url?.startsWith('/interaction/'))
        return void this.interaction(req, res).catch((error) => res.writeHead(500).end(String(error)));
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
    let unknown = '';
    if (req.method === 'POST') {
      const form = new URLSearchParams(await body(req));
      if (form.get('action') === 'cancel') {
        const result = { error: 'access_denied', error_description: 'The person cancelled the sign-in' };
        return this.provider.interactionFinished(req, res, result, { mergeWithLastSubmission: false });
      }
      const email = (form.get('email') ?? '').trim().toLowerCase();
      accountId = [...this.accounts.values()].find((a) => a.email === email)?.sub ?? null;
      if (!accountId) unknown = email;
    }
    if (!accountId) return void page(res, loginForm(unknown));
    const grant = new this.provider.Grant({ accountId, clientId: String(details.params.client_id) });
    grant.addOIDCScope(String(details.params.scope));
    const grantId = await grant.save();
    await this.provider.interactionFinished(req, res, { login: { accountId }, consent: { grantId } }, { mergeWithLastSubmission: false });
  }
}

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const STYLE = `body{font:16px system-ui,sans-serif;margin:0;padding:48px 16px;background:#f3f4f6}
main{max-width:360px;margin:0 auto;padding:24px;background:#fff;border-radius:8px;box-shadow:0 1px 3px #0003}
h1{font-size:20px;margin:0 0 16px}label,input,button{display:block;width:100%;box-sizing:border-box}
input{margin:4px 0 16px;padding:8px;font:inherit}button{margin-top:8px;padding:10px;font:inherit;cursor:pointer}
.error{color:#b91c1c}`;

function layout(title: string, content: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title><style>${STYLE}</style></head><body><main>${content}</main></body></html>`;
}

function page(res: ServerResponse, html: string): void {
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
  res.end(html);
}

function loginForm(unknown: string): string {
  const error = unknown ? `<p class="error" role="alert">No account with the email ${escape(unknown)}.</p>` : '';
  return layout(
    'Test identity provider',
    `<h1>Sign in to the test identity provider</h1>${error}<form method="post">
<label for="email">Email</label><input id="email" name="email" type="email" autocomplete="username" autofocus>
<button name="action" value="sign-in">Sign in</button><button name="action" value="cancel" formnovalidate>Cancel</button></form>`,
  );
}

/** The provider's "sign out?" page; `form` is the provider's own form (its xsrf token). */
async function logoutSource(ctx: KoaContextWithOIDC, form: string): Promise<void> {
  ctx.body = layout(
    'Sign out',
    `<h1>Sign out of the test identity provider?</h1>${form}
<button type="submit" form="op.logoutForm" name="logout" value="yes" autofocus>Yes, sign me out</button>
<button type="submit" form="op.logoutForm">No, stay signed in</button>`,
  );
}

/** Shown only when no post-logout redirect URI was given or allowed. */
async function postLogoutSuccessSource(ctx: KoaContextWithOIDC): Promise<void> {
  ctx.body = layout('Signed out', '<h1>You are signed out of the test identity provider.</h1>');
}

async function body(req: IncomingMessage): Promise<string> {
  let text = '';
  for await (const chunk of req) text += chunk;
  return text;
}
