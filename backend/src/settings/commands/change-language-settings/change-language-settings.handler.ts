import { Injectable } from '@nestjs/common';
import { SITE_SETTINGS_STREAM, type Language, type SiteSettings } from '@kb/contracts';
import type { CommandContext } from '../../../shared/event-sourcing/command-handler.js';
import { CommandRunner } from '../../../shared/event-sourcing/command-runner.js';
import { DomainError } from '../../../shared/event-sourcing/decider.js';
import { siteSettingsDecider } from '../../domain/site-settings.decider.js';
import { SiteSettingsReadModel, SITE_SETTINGS_PROJECTOR } from '../../read-model/site-settings.projector.js';

/** Saves the language a browser with no choice of its own starts in. */
@Injectable()
export class ChangeLanguageSettingsHandler {
  constructor(
    private readonly commands: CommandRunner,
    private readonly settings: SiteSettingsReadModel,
  ) {}

  async execute(defaultLanguage: Language, ctx: CommandContext): Promise<SiteSettings | DomainError> {
    const command = { type: 'ChangeLanguageSettings' as const, defaultLanguage };
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
