import { Injectable } from '@nestjs/common';
import { SITE_SETTINGS_STREAM, type ChatSettings, type SiteSettings } from '@kb/contracts';
import type { CommandContext } from '../../../shared/event-sourcing/command-handler.js';
import { CommandRunner } from '../../../shared/event-sourcing/command-runner.js';
import { DomainError } from '../../../shared/event-sourcing/decider.js';
import { siteSettingsDecider } from '../../domain/site-settings.decider.js';
import { SiteSettingsReadModel, SITE_SETTINGS_PROJECTOR } from '../../read-model/site-settings.projector.js';

/** Saves the chat welcome screen (texts and suggestions in both languages). */
@Injectable()
export class ChangeChatSettingsHandler {
  constructor(
    private readonly commands: CommandRunner,
    private readonly settings: SiteSettingsReadModel,
  ) {}

  async execute(settings: ChatSettings, ctx: CommandContext): Promise<SiteSettings | DomainError> {
    const command = { type: 'ChangeChatSettings' as const, settings };
    const result = await this.commands.run({
      streamId: SITE_SETTINGS_STREAM,
      decider: siteSettingsDecider,
      command,
      ctx,
      waitFor: [SITE_SETTINGS_PROJECTOR],
    });
    return result instanceof DomainError ? result : this.settings.get();
  }
}
