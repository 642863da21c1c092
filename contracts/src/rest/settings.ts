export interface Settings {
  maxTokens: number;
  temperature: number;
  model: string;
  timeout: number;
  /** Characters of retrieved passages the model is sent at most (the context budget). */
  contextChars: number;
}
/** `PUT /api/settings`: SPEC.md's four fields; `contextChars` kept as it is when not sent. */
export type SettingsInput = Omit<Settings, 'contextChars'> & { contextChars?: number };

/** `PUT /api/site-settings/chat` (admins): the welcome screen. Blank text or no suggestions mean the built-in ones. */
export interface ChatSettings {
  welcomeEn: string;
  welcomeAr: string;
  suggestionsEn: string[];
  suggestionsAr: string[];
}
/** `PUT /api/site-settings/language` (admins). */
export interface LanguageSettings {
  defaultLanguage: 'en' | 'ar';
}
/** `GET /api/site-settings` (public: the login screen and the public chat read it before sign-in). */
export interface SiteSettings {
  chat: ChatSettings;
  defaultLanguage: 'en' | 'ar';
}
/** One verification of the audit ledger recorded from the Compliance tab. */
export interface LedgerVerification {
  ok: boolean;
  checkedEvents: number;
  position: number;
  hash: string;
  firstBrokenPosition: number | null;
  at: string;
  actor: string;
  actorName: string | null;
}
/** `GET /api/compliance` (admins); `POST /api/compliance/verify` answers the new `LedgerVerification`. */
export interface ComplianceStatus {
  lastVerification: LedgerVerification | null;
  /** How many verifications were recorded so far. */
  verifications: number;
}
