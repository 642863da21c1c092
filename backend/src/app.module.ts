import { Module, type DynamicModule } from '@nestjs/common';
import { APP_FILTER, APP_GUARD, APP_PIPE } from '@nestjs/core';
import type { AppConfig } from './config/app-config.js';
import { Roles } from './auth/access.js';
import { AccessGuard } from './auth/access.guard.js';
import { CoreModule } from './core/core.module.js';
import { HealthController } from './health/health.controller.js';
import { EXTRACTION_MESSAGES } from './shared/extraction/extraction-messages.js';
import { ApiExceptionFilter } from './shared/http/exception.filter.js';
import { HARDENING_MESSAGES } from './shared/http/hardening-messages.js';
import { messagesProvider } from './shared/i18n/messages.js';
import { validationPipe } from './shared/http/validation.js';
import { FEATURE_MODULES } from './features.js';
import { ObservabilityModule } from './observability/observability.module.js';

@Module({})
export class AppModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        CoreModule.forRoot(config),
        ObservabilityModule.forRoot({ metricsPort: config.metricsPort, metricsHost: config.metricsHost, metricsAccess: Roles('admin') }),
        ...FEATURE_MODULES,
      ],
      controllers: [HealthController],
      providers: [
        { provide: APP_GUARD, useClass: AccessGuard },
        { provide: APP_FILTER, useClass: ApiExceptionFilter },
        // The shared kernel's wording (request guards, the extraction child); each context registers its own.
        messagesProvider(HARDENING_MESSAGES, EXTRACTION_MESSAGES),
        { provide: APP_PIPE, useValue: validationPipe },
      ],
    };
  }
}
