import { Controller, Get } from '@nestjs/common';
import type { SiteSettings } from '@kb/contracts';
import { Public } from '../../../auth/access.js';
import { SiteSettingsReadModel } from '../../read-model/site-settings.projector.js';

@Controller('api/site-settings')
export class GetSiteSettingsController {
  constructor(private readonly settings: SiteSettingsReadModel) {}

  /** Public: the login screen and the public chat pick their first language from it before anyone signs in. */
  @Get()
  @Public()
  get(): SiteSettings {
    return this.settings.get();
  }
}
