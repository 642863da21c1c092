import { Body, Controller, Put, Req } from '@nestjs/common';
import type { Request } from 'express';
import type { SiteSettings } from '@kb/contracts';
import { LanguageSettingsDto } from '@kb/contracts/dto';
import { Roles } from '../../../auth/access.js';
import { orThrowSettings } from '../../http/settings-http.js';
import { commandContext } from '../../../shared/http/command-context.js';
import { ChangeLanguageSettingsHandler } from './change-language-settings.handler.js';

@Controller('api/site-settings')
@Roles('admin')
export class ChangeLanguageSettingsController {
  constructor(private readonly handler: ChangeLanguageSettingsHandler) {}

  @Put('language')
  async put(@Req() req: Request, @Body() dto: LanguageSettingsDto): Promise<SiteSettings> {
    return orThrowSettings(await this.handler.execute(dto.defaultLanguage, commandContext(req)));
  }
}
