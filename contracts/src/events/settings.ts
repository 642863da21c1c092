import type { DomainEvent } from './envelope.js';

/** The one settings stream. */
export const SETTINGS_STREAM = 'settings-assistant';

/**
 * The assistant's model settings after an admin saved them, whole as saved. `contextChars` (the
 * model's context budget, issue 45) is absent on events recorded before it: its default then.
 */
export type AssistantSettingsChanged = DomainEvent<
  'AssistantSettingsChanged',
  { maxTokens: number; temperature: number; model: string; timeout: number; contextChars?: number }
>;
export type SettingsEvent = AssistantSettingsChanged;

/** The stream of what admins set for the chat and the languages (issue 31). */
export const SITE_SETTINGS_STREAM = 'settings-site';
/** The stream of ledger verifications made from the Compliance tab. */
export const COMPLIANCE_STREAM = 'settings-compliance';

/** The chat welcome screen as an admin set it (blank text / no suggestions: the built-in ones). */
export type ChatSettingsChanged = DomainEvent<
  'ChatSettingsChanged',
  { welcomeEn: string; welcomeAr: string; suggestionsEn: string[]; suggestionsAr: string[] }
>;
/** The language a browser with no choice of its own starts in (new users and the public chat). */
export type LanguageSettingsChanged = DomainEvent<'LanguageSettingsChanged', { defaultLanguage: 'en' | 'ar' }>;
export type SiteSettingsEvent = ChatSettingsChanged | LanguageSettingsChanged;
export const SITE_SETTINGS_EVENT_TYPES: readonly SiteSettingsEvent['type'][] = ['ChatSettingsChanged', 'LanguageSettingsChanged'];

/** An admin verified the audit ledger from the Compliance tab: the verdict and the digest it reached. */
export type AuditLedgerVerified = DomainEvent<
  'AuditLedgerVerified',
  { ok: boolean; checkedEvents: number; position: number; hash: string; firstBrokenPosition: number | null }
>;
export type ComplianceEvent = AuditLedgerVerified;

/** Manage Categories (issue 31), stream `categories`. Documents keep their category codes whatever happens here. */
export type CategoryAdded = DomainEvent<'CategoryAdded', { code: string; en: string; ar: string }>;
export type CategoryRenamed = DomainEvent<
  'CategoryRenamed',
  { code: string; en: string; ar: string; previous: { en: string; ar: string } }
>;
export type CategoryRetired = DomainEvent<'CategoryRetired', { code: string }>;
export type CategoryEvent = CategoryAdded | CategoryRenamed | CategoryRetired;
export const CATEGORY_EVENT_TYPES: readonly CategoryEvent['type'][] = ['CategoryAdded', 'CategoryRenamed', 'CategoryRetired'];
