import { DEFAULT_SETTINGS, type AssistantSettingsChanged, type Settings } from '@kb/contracts';
import { DomainError, type Decider } from '../../shared/event-sourcing/decider.js';

export type ChangeSettings = { type: 'ChangeSettings'; settings: Settings };

const same = (a: Settings, b: Settings) => a.maxTokens === b.maxTokens && a.temperature === b.temperature && a.model === b.model && a.timeout === b.timeout;

/** The assistant's settings: one record, saved whole; a save that changes nothing records nothing. */
export const settingsDecider: Decider<Settings, ChangeSettings, AssistantSettingsChanged> = {
  initialState: { ...DEFAULT_SETTINGS },
  decide: ({ settings }, current) => {
    if (settings.model.trim() === '') return new DomainError('field_blank', { field: 'model' });
    return same(settings, current) ? [] : [{ type: 'AssistantSettingsChanged', data: { ...settings } }];
  },
  evolve: (_, e) => ({ ...e.data }),
};
