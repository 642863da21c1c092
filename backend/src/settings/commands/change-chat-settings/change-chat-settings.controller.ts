import { Body, Controller, Put, Req } from '@nestjs/common';
import type { Request } from 'express';
import type { SiteSettings } from '@kb/contracts';
import { ChatSettingsDto } from '@kb/contracts/dto';
import { Roles } from '../../../auth/access.js';
import { orThrowSettings } from '../../http/settings-http.js';
import { commandContext } from '../../../shared/http/command-context.js';
import { ChangeChatSettingsHandler } from './change-chat-settings.handler.js';

@Controller('api/site-settings')
@Roles('admin')
export class ChangeChatSettingsController {
  constructor(private readonly handler: ChangeChatSettingsHandler) {}

  /** 200 with the site settings as saved; a malformed field is a 400 naming it, and nothing is saved. */
  @Put('chat')
  async put(@Req() req: Request, @Body() dto: ChatSettingsDto): Promise<SiteSettings> {
    const settings = {
      welcomeEn: dto.welcomeEn,
      welcomeAr: dto.welcomeAr,
      suggestionsEn: dto.suggestionsEn,
      suggestionsAr: dto.suggestionsAr,
    };
    return orThrowSettings(await this.handler.execute(settings, commandContext(req)));
  }
}
