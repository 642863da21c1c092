import { Controller, Get } from '@nestjs/common';
import type { Settings } from '@kb/contracts';
import { Roles } from '../../../auth/access.js';
import { AssistantSettings } from '../../read-model/assistant-settings.projector.js';

@Controller('api/settings')
@Roles('admin')
export class GetAssistantSettingsController {
  constructor(private readonly settings: AssistantSettings) {}

  @Get()
  get(): Settings {
    return this.settings.get();
  }
}
