import type { ChatSettings, ChatSettingsChanged, Language, LanguageSettingsChanged, SiteSettingsEvent } from '@kb/contracts';
import { DomainError, type Decider } from '../../shared/event-sourcing/decider.js';

export interface SiteSettingsState {
  chat: ChatSettings;
  defaultLanguage: Language;
}

/** Nothing set yet: the built-in welcome, the built-in suggestions, English first (SPEC.md). */
export const DEFAULT_SITE_SETTINGS: SiteSettingsState = {
  chat: { welcomeEn: '', welcomeAr: '', suggestionsEn: [], suggestionsAr: [] },
  defaultLanguage: 'en',
};

export type ChangeChatSettings = { type: 'ChangeChatSettings'; settings: ChatSettings };
export type ChangeLanguageSettings = { type: 'ChangeLanguageSettings'; defaultLanguage: Language };
export type SiteSettingsCommand = ChangeChatSettings | ChangeLanguageSettings;

const sameList = (a: string[], b: string[]) => a.length === b.length && a.every((v, i) => v === b[i]);
const sameChat = (a: ChatSettings, b: ChatSettings) =>
  a.welcomeEn === b.welcomeEn &&
  a.welcomeAr === b.welcomeAr &&
  sameList(a.suggestionsEn, b.suggestionsEn) &&
  sameList(a.suggestionsAr, b.suggestionsAr);

/** The first suggestion list holding the same question twice (case and spacing ignored), if any. */
function repeated(settings: ChatSettings): string | null {
  for (const field of ['suggestionsEn', 'suggestionsAr'] as const) {
    const keys = settings[field].map((s) => s.trim().toLowerCase().replace(/\s+/g, ' '));
    if (new Set(keys).size !== keys.length) return field;
  }
  return null;
}

/**
 * The site's settings an admin sets from the panel: the chat welcome screen and the default
 * language. One stream; a save that changes nothing records nothing.
 */
export const siteSettingsDecider: Decider<SiteSettingsState, SiteSettingsCommand, SiteSettingsEvent> = {
  initialState: DEFAULT_SITE_SETTINGS,
  decide: (command, state) => {
    switch (command.type) {
      case 'ChangeChatSettings': {
        const field = repeated(command.settings);
        if (field) return new DomainError('suggestion_repeated', { field });
        if (sameChat(command.settings, state.chat)) return [];
        const event: ChatSettingsChanged = { type: 'ChatSettingsChanged', data: { ...command.settings } };
        return [event];
      }
      case 'ChangeLanguageSettings': {
        if (command.defaultLanguage === state.defaultLanguage) return [];
        const event: LanguageSettingsChanged = { type: 'LanguageSettingsChanged', data: { defaultLanguage: command.defaultLanguage } };
        return [event];
      }
    }
  },
  evolve: (state, event) => {
    switch (event.type) {
      case 'ChatSettingsChanged':
        return { ...state, chat: { ...event.data } };
      case 'LanguageSettingsChanged':
        return { ...state, defaultLanguage: event.data.defaultLanguage };
    }
  },
};
