import { Injectable } from '@nestjs/common';
import { SETTINGS_STREAM, type Settings, type SettingsInput } from '@kb/contracts';
import type { CommandContext } from '../../../shared/event-sourcing/command-handler.js';
import { CommandRunner } from '../../../shared/event-sourcing/command-runner.js';
import { DomainError } from '../../../shared/event-sourcing/decider.js';
import { AssistantSettings, ASSISTANT_SETTINGS_PROJECTOR } from '../../read-model/assistant-settings.projector.js';
import { settingsDecider } from '../../domain/assistant-settings.decider.js';

/** Saves the assistant's model settings (max tokens, temperature, model, timeout, context budget). */
@Injectable()
export class ChangeAssistantSettingsHandler {
  constructor(
    private readonly commands: CommandRunner,
    private readonly settings: AssistantSettings,
  ) {}

  async execute(settings: SettingsInput, ctx: CommandContext): Promise<Settings | DomainError> {
    const command = { type: 'ChangeSettings' as const, settings };
    const result = await this.commands.run({
      streamId: SETTINGS_STREAM,
      decider: settingsDecider,
      command,
      ctx,
      waitFor: [ASSISTANT_SETTINGS_PROJECTOR],
    });
    return result instanceof DomainError ? result : this.settings.get();
  }
}
