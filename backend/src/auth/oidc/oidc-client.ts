import { Inject, Injectable } from '@nestjs/common';
import * as client from 'openid-client';
import type { AppConfig, OidcConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../core/tokens.js';

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * The identity provider as openid-client sees it, from the issuer's discovery document. Discovered
 * afresh for each step of a sign-in: openid-client keeps a downloaded JWKS for up to five minutes
 * per configuration and refetches it for an unknown key id only once it is a minute old, so a
 * provider that rotated its signing key would otherwise be refused for a while. Sign-ins are rare (sessions last hours):
 * two small requests more per sign-in buy a rotated key honoured at once.
 */
@Injectable()
export class OidcClient {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  get settings(): OidcConfig | null {
    return this.config.oidc;
  }

  async discover(): Promise<client.Configuration> {
    const oidc = this.config.oidc;
    if (!oidc) throw new Error('OpenID Connect is not configured');
    const issuer = new URL(oidc.issuer);
    // Plain http only to a provider on this machine (development, tests): tokens never cross a network unencrypted.
    const insecure = issuer.protocol === 'http:' && LOOPBACK.has(issuer.hostname);
    const auth = oidc.clientSecret ? client.ClientSecretPost(oidc.clientSecret) : client.None();
    return client.discovery(issuer, oidc.clientId, undefined, auth, {
      // Without it openid-client trusts the TLS channel to the token endpoint (OIDC Core 3.1.3.7 allows that)
      // and never checks the ID token's signature; with it, the signature is verified against the provider's JWKS.
      execute: [client.enableNonRepudiationChecks, ...(insecure ? [client.allowInsecureRequests] : [])],
      timeout: 10,
    });
  }
}
