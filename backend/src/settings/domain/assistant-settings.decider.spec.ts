import { describe, it } from 'vitest';
import { DEFAULT_SETTINGS, type AssistantSettingsChanged } from '@kb/contracts';
import { DomainError } from '../../shared/event-sourcing/decider.js';
import { DeciderSpecification } from '../../shared/event-sourcing/decider-specification.js';
import { settingsDecider } from './assistant-settings.decider.js';

const given = DeciderSpecification.for(settingsDecider);
const saved: AssistantSettingsChanged = {
  type: 'AssistantSettingsChanged',
  data: { maxTokens: 1024, temperature: 0.3, model: 'gpt-4', timeout: 5000, contextChars: 12000 },
};

describe('Settings aggregate', () => {
  it('records a save that changes something, every value as saved', () => {
    given([]).when({ type: 'ChangeSettings', settings: saved.data }).then([saved]);
    given([saved])
      .when({ type: 'ChangeSettings', settings: { ...saved.data, temperature: 0.9 } })
      .then([{ type: 'AssistantSettingsChanged', data: { ...saved.data, temperature: 0.9 } }]);
  });

  it('records nothing for a save that changes nothing, from the defaults too', () => {
    given([])
      .when({ type: 'ChangeSettings', settings: { ...DEFAULT_SETTINGS } })
      .then([]);
    given([saved])
      .when({ type: 'ChangeSettings', settings: { ...saved.data } })
      .then([]);
  });

  it("keeps the context budget when a save does not send it (SPEC.md's four fields), and records it when it changes", () => {
    const { contextChars: _budget, ...four } = saved.data;
    given([saved]).when({ type: 'ChangeSettings', settings: four }).then([]);
    given([saved])
      .when({ type: 'ChangeSettings', settings: { ...four, contextChars: 6000 } })
      .then([{ type: 'AssistantSettingsChanged', data: { ...saved.data, contextChars: 6000 } }]);
  });

  it('reads settings saved before the context budget existed with its default', () => {
    const old = { type: 'AssistantSettingsChanged' as const, data: { maxTokens: 1024, temperature: 0.3, model: 'gpt-4', timeout: 5000 } };
    given([old]).when({ type: 'ChangeSettings', settings: old.data }).then([]);
    given([old])
      .when({ type: 'ChangeSettings', settings: { ...old.data, contextChars: 8000 } })
      .then([{ type: 'AssistantSettingsChanged', data: { ...old.data, contextChars: 8000 } }]);
  });

  it('refuses a blank model', () => {
    given([saved])
      .when({ type: 'ChangeSettings', settings: { ...saved.data, model: '  ' } })
      .thenFails(new DomainError('field_blank', { field: 'model' }));
  });
});
