import { DEFAULT_SETTINGS, type AssistantSettingsChanged, type Settings, type SettingsInput } from '@kb/contracts';
import { DomainError, type Decider } from '../../shared/event-sourcing/decider.js';

export type ChangeSettings = { type: 'ChangeSettings'; settings: SettingsInput };

const same = (a: Settings, b: Settings) =>
  a.maxTokens === b.maxTokens &&
  a.temperature === b.temperature &&
  a.model === b.model &&
  a.timeout === b.timeout &&
  a.contextChars === b.contextChars;

/** The assistant's settings: one record, saved whole; a save that changes nothing records nothing. */
export const settingsDecider: Decider<Settings, ChangeSettings, AssistantSettingsChanged> = {
  initialState: { ...DEFAULT_SETTINGS },
  decide: ({ settings }, current) => {
    if (settings.model.trim() === '') return new DomainError('field_blank', { field: 'model' });
    // SPEC.md's form sends four fields: a budget not sent stays what it was.
    const next: Settings = { ...settings, contextChars: settings.contextChars ?? current.contextChars };
    return same(next, current) ? [] : [{ type: 'AssistantSettingsChanged', data: next }];
  },
  // Settings recorded before the context budget existed keep its default.
  evolve: (_, e) => ({ ...DEFAULT_SETTINGS, ...e.data }),
};
