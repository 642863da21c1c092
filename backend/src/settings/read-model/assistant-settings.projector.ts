import { Injectable } from '@nestjs/common';
import { DEFAULT_SETTINGS, type Settings, type SettingsEvent } from '@kb/contracts';
import type { MemoryProjector } from '../../projections/projector.js';
import { decodeEvent } from '../../shared/event-sourcing/decider.js';
import { settingsDecider } from '../domain/assistant-settings.decider.js';

export const ASSISTANT_SETTINGS_PROJECTOR = 'assistant-settings';

/** Current settings, kept in memory as a projection of the settings stream (one tiny record). */
@Injectable()
export class AssistantSettings implements MemoryProjector {
  readonly kind = 'memory' as const;
  readonly name = ASSISTANT_SETTINGS_PROJECTOR;
  /** The only events a catch-up reads (projection-runner.ts); batches without these get no span. */
  readonly handles = ['AssistantSettingsChanged'] as const;
  private current: Settings = { ...DEFAULT_SETTINGS };

  get(): Settings {
    return { ...this.current };
  }

  reset(): void {
    this.current = { ...DEFAULT_SETTINGS };
  }

  apply(event: { type: string; data: unknown }): void {
    if (event.type === 'AssistantSettingsChanged') this.current = settingsDecider.evolve(this.current, decodeEvent<SettingsEvent>(event));
  }
}
