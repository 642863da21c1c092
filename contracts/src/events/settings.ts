import type { DomainEvent } from './envelope.js';

/** The one settings stream. */
export const SETTINGS_STREAM = 'settings-assistant';

/** The assistant's model settings after an admin saved them (all four, as saved). */
export type AssistantSettingsChanged = DomainEvent<
  'AssistantSettingsChanged',
  { maxTokens: number; temperature: number; model: string; timeout: number }
>;
export type SettingsEvent = AssistantSettingsChanged;
