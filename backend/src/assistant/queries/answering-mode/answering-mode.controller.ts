import { Controller, Get, Header, Inject } from '@nestjs/common';
import type { AnsweringResponse } from '@kb/contracts';
import { Public } from '../../../auth/access.js';
import type { AppConfig } from '../../../config/app-config.js';
import { APP_CONFIG } from '../../../core/tokens.js';

/** How answers are made now (model configured or quoted from the documents); nothing about the endpoint itself. */
@Controller('api/answering')
export class AnsweringController {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  @Get()
  @Public()
  @Header('Cache-Control', 'no-store')
  mode(): AnsweringResponse {
    return { mode: this.config.openAiApiKey ? 'model' : 'extractive' };
  }
}
