import { describe, it } from 'vitest';
import type { ChatSettingsChanged, LanguageSettingsChanged } from '@kb/contracts';
import { DeciderSpecification } from '../../shared/event-sourcing/decider-specification.js';
import { complianceDecider } from './compliance.decider.js';
import { DEFAULT_SITE_SETTINGS, siteSettingsDecider } from './site-settings.decider.js';

const given = DeciderSpecification.for(siteSettingsDecider);
const chat = {
  welcomeEn: 'Ask about Gulfnet policies',
  welcomeAr: 'اسأل عن سياسات جلف نت',
  suggestionsEn: ['How do I book leave?'],
  suggestionsAr: ['كيف أحجز إجازة؟'],
};
const chatSaved: ChatSettingsChanged = { type: 'ChatSettingsChanged', data: chat };
const arabicFirst: LanguageSettingsChanged = { type: 'LanguageSettingsChanged', data: { defaultLanguage: 'ar' } };

describe('Site settings', () => {
  it('records the welcome screen as saved, and nothing for a save that changes nothing', () => {
    given([]).when({ type: 'ChangeChatSettings', settings: chat }).then([chatSaved]);
    given([chatSaved])
      .when({ type: 'ChangeChatSettings', settings: { ...chat, suggestionsEn: [...chat.suggestionsEn] } })
      .then([]);
    given([]).when({ type: 'ChangeChatSettings', settings: DEFAULT_SITE_SETTINGS.chat }).then([]);
    given([chatSaved])
      .when({ type: 'ChangeChatSettings', settings: { ...chat, welcomeAr: '' } })
      .then([{ type: 'ChatSettingsChanged', data: { ...chat, welcomeAr: '' } }]);
  });

  it('refuses the same suggestion twice in one language, naming the list', () => {
    given([])
      .when({ type: 'ChangeChatSettings', settings: { ...chat, suggestionsAr: ['كيف أحجز إجازة؟', ' كيف  أحجز إجازة؟'] } })
      .thenFails('suggestion_repeated');
  });

  it('records a new default language, and nothing when it is already the default', () => {
    given([]).when({ type: 'ChangeLanguageSettings', defaultLanguage: 'ar' }).then([arabicFirst]);
    given([arabicFirst]).when({ type: 'ChangeLanguageSettings', defaultLanguage: 'ar' }).then([]);
    given([]).when({ type: 'ChangeLanguageSettings', defaultLanguage: 'en' }).then([]);
    given([chatSaved, arabicFirst])
      .when({ type: 'ChangeLanguageSettings', defaultLanguage: 'en' })
      .then([{ type: 'LanguageSettingsChanged', data: { defaultLanguage: 'en' } }]);
  });
});

describe('Compliance', () => {
  const verdict = { ok: true, checkedEvents: 40, position: 40, hash: 'ab'.repeat(32), firstBrokenPosition: null };
  it('records every verification, a broken chain too', () => {
    DeciderSpecification.for(complianceDecider)([])
      .when({ type: 'RecordVerification', verdict })
      .then([{ type: 'AuditLedgerVerified', data: verdict }]);
    const broken = { ...verdict, ok: false, firstBrokenPosition: 7 };
    DeciderSpecification.for(complianceDecider)([{ type: 'AuditLedgerVerified', data: verdict }])
      .when({ type: 'RecordVerification', verdict: broken })
      .then([{ type: 'AuditLedgerVerified', data: broken }]);
  });
});
