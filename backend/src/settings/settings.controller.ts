import { Body, Controller, Get, Put, Req } from '@nestjs/common';
import type { Request } from 'express';
import { SETTINGS_STREAM, type Settings } from '@kb/contracts';
import { SettingsDto } from '@kb/contracts/dto';
import { Roles } from '../auth/access.js';
import { CommandRunner } from '../shared/event-sourcing/command-runner.js';
import { orThrow } from '../shared/http/api-error.js';
import { commandContext } from '../shared/http/command-context.js';
import { AssistantSettings, ASSISTANT_SETTINGS_PROJECTOR } from './assistant-settings.projector.js';
import { settingsDecider } from './settings.decider.js';

@Controller('api/settings')
@Roles('admin')
export class SettingsController {
  constructor(
    private readonly commands: CommandRunner,
    private readonly settings: AssistantSettings,
  ) {}

  @Get()
  get(): Settings {
    return this.settings.get();
  }

  /** 200 with the settings as saved; each malformed field is a 400 naming it, and nothing is saved. */
  @Put()
  async put(@Req() req: Request, @Body() body: SettingsDto): Promise<Settings> {
    const settings: Settings = { maxTokens: body.maxTokens, temperature: body.temperature, model: body.model.trim(), timeout: body.timeout };
    const command = { type: 'ChangeSettings' as const, settings };
    orThrow(await this.commands.run({ streamId: SETTINGS_STREAM, decider: settingsDecider, command, ctx: commandContext(req), waitFor: [ASSISTANT_SETTINGS_PROJECTOR] }));
    return this.settings.get();
  }
}
