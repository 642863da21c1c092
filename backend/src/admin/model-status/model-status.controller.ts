import { Controller, Get, Inject } from '@nestjs/common';
import type { ModelStatus } from '@kb/contracts';
import { Roles } from '../../auth/access.js';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../core/tokens.js';
import { probeModel } from './probe-model.js';

/** API Settings: is a model endpoint configured, and does it answer a short test call. */
@Controller('api/admin/model-status')
@Roles('admin')
export class ModelStatusController {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  @Get()
  status(): Promise<ModelStatus> {
    return probeModel(this.config.openAiApiKey, this.config.openAiBaseUrl);
  }
}
