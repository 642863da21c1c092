import { Injectable } from '@nestjs/common';
import {
  SITE_SETTINGS_EVENT_TYPES,
  type LedgerVerification,
  type SiteSettings,
  type SiteSettingsEvent,
  type AuditLedgerVerified,
} from '@kb/contracts';
import type { MemoryProjector } from '../../projections/projector.js';
import type { StoredEvent } from '../../event-store/event-store.port.js';
import { decodeEvent, decodeEventOf } from '../../shared/event-sourcing/decider.js';
import { DEFAULT_SITE_SETTINGS, siteSettingsDecider, type SiteSettingsState } from '../domain/site-settings.decider.js';

export const SITE_SETTINGS_PROJECTOR = 'site-settings';

const copy = (s: SiteSettingsState): SiteSettings => ({
  defaultLanguage: s.defaultLanguage,
  chat: { ...s.chat, suggestionsEn: [...s.chat.suggestionsEn], suggestionsAr: [...s.chat.suggestionsAr] },
});

type Verification = Omit<LedgerVerification, 'actorName'>;

/** The welcome screen, the default language and the Compliance tab's verifications, in memory (a few records). */
@Injectable()
export class SiteSettingsReadModel implements MemoryProjector {
  readonly kind = 'memory' as const;
  readonly name = SITE_SETTINGS_PROJECTOR;
  /** The only events a catch-up reads (projection-runner.ts); batches without these get no span. */
  readonly handles = [...SITE_SETTINGS_EVENT_TYPES, 'AuditLedgerVerified'] as const;
  private current: SiteSettingsState = DEFAULT_SITE_SETTINGS;
  private last: Verification | null = null;
  private count = 0;

  get(): SiteSettings {
    return copy(this.current);
  }

  lastVerification(): Verification | null {
    return this.last && { ...this.last };
  }

  verifications(): number {
    return this.count;
  }

  reset(): void {
    this.current = DEFAULT_SITE_SETTINGS;
    this.last = null;
    this.count = 0;
  }

  apply(event: StoredEvent): void {
    const site = decodeEventOf<SiteSettingsEvent>(event, SITE_SETTINGS_EVENT_TYPES);
    if (site) {
      this.current = siteSettingsDecider.evolve(this.current, site);
      return;
    }
    if (event.type !== 'AuditLedgerVerified') return;
    const { data } = decodeEvent<AuditLedgerVerified>(event);
    this.count += 1;
    this.last = { ...data, at: event.metadata.at, actor: event.metadata.actor };
  }
}
