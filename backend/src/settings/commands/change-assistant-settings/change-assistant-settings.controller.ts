import { Body, Controller, Put, Req } from '@nestjs/common';
import type { Request } from 'express';
import type { Settings, SettingsInput } from '@kb/contracts';
import { SettingsDto } from '@kb/contracts/dto';
import { Roles } from '../../../auth/access.js';
import { orThrow } from '../../../shared/http/api-error.js';
import { commandContext } from '../../../shared/http/command-context.js';
import { ChangeAssistantSettingsHandler } from './change-assistant-settings.handler.js';

@Controller('api/settings')
@Roles('admin')
export class ChangeAssistantSettingsController {
  constructor(private readonly handler: ChangeAssistantSettingsHandler) {}

  /** 200 with the settings as saved; each malformed field is a 400 naming it, and nothing is saved. */
  @Put()
  async put(@Req() req: Request, @Body() body: SettingsDto): Promise<Settings> {
    const settings: SettingsInput = {
      maxTokens: body.maxTokens,
      temperature: body.temperature,
      model: body.model.trim(),
      timeout: body.timeout,
    };
    if (body.contextChars !== undefined) settings.contextChars = body.contextChars;
    return orThrow(await this.handler.execute(settings, commandContext(req)));
  }
}
