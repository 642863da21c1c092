import { Module, type OnModuleInit } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module.js';
import { ProjectionRunner } from '../projections/projection-runner.js';
import { AssistantSettings } from './read-model/assistant-settings.projector.js';
import { ChangeChatSettingsController } from './commands/change-chat-settings/change-chat-settings.controller.js';
import { ChangeChatSettingsHandler } from './commands/change-chat-settings/change-chat-settings.handler.js';
import { ChangeLanguageSettingsController } from './commands/change-language-settings/change-language-settings.controller.js';
import { ChangeLanguageSettingsHandler } from './commands/change-language-settings/change-language-settings.handler.js';
import { VerifyLedgerController } from './commands/verify-ledger/verify-ledger.controller.js';
import { VerifyLedgerHandler } from './commands/verify-ledger/verify-ledger.handler.js';
import { GetSiteSettingsController } from './queries/get-site-settings/get-site-settings.controller.js';
import { SiteSettingsReadModel } from './read-model/site-settings.projector.js';
import { ChangeAssistantSettingsController } from './commands/change-assistant-settings/change-assistant-settings.controller.js';
import { ChangeAssistantSettingsHandler } from './commands/change-assistant-settings/change-assistant-settings.handler.js';
import { GetAssistantSettingsController } from './queries/get-assistant-settings/get-assistant-settings.controller.js';
import { SETTINGS_MESSAGES } from './http/settings-http.js';
import { messagesProvider } from '../shared/i18n/messages.js';

/**
 * Settings: the assistant's model settings, the chat welcome screen and default language (site
 * settings), and the Compliance tab's recorded ledger verifications. Event streams, in-memory
 * projections, GET/PUT for admins (the site settings readable by anyone).
 */
@Module({
  imports: [AuditModule],
  controllers: [
    GetAssistantSettingsController,
    ChangeAssistantSettingsController,
    GetSiteSettingsController,
    ChangeChatSettingsController,
    ChangeLanguageSettingsController,
    VerifyLedgerController,
  ],
  providers: [
    AssistantSettings,
    ChangeAssistantSettingsHandler,
    SiteSettingsReadModel,
    ChangeChatSettingsHandler,
    ChangeLanguageSettingsHandler,
    VerifyLedgerHandler,
    messagesProvider(SETTINGS_MESSAGES),
  ],
  exports: [AssistantSettings, SiteSettingsReadModel],
})
export class SettingsModule implements OnModuleInit {
  constructor(
    private readonly runner: ProjectionRunner,
    private readonly settings: AssistantSettings,
    private readonly site: SiteSettingsReadModel,
  ) {}

  onModuleInit(): void {
    this.runner.register(this.settings);
    this.runner.register(this.site);
  }
}

/** `bench/eval-index.mjs` builds the assistant outside Nest and takes the projector from here. */
