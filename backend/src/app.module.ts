import { Module, type DynamicModule } from '@nestjs/common';
import { APP_FILTER, APP_GUARD, APP_PIPE } from '@nestjs/core';
import type { AppConfig } from './config/app-config.js';
import { AccessGuard } from './auth/access.guard.js';
import { CoreModule } from './core/core.module.js';
import { HealthController } from './health/health.controller.js';
import { ApiExceptionFilter } from './shared/http/exception.filter.js';
import { validationPipe } from './shared/http/validation.js';
import { FEATURE_MODULES } from './features.js';
import { ObservabilityModule } from './observability/observability.module.js';

@Module({})
export class AppModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [CoreModule.forRoot(config), ObservabilityModule.forRoot(), ...FEATURE_MODULES],
      controllers: [HealthController],
      providers: [
        { provide: APP_GUARD, useClass: AccessGuard },
        { provide: APP_FILTER, useClass: ApiExceptionFilter },
        { provide: APP_PIPE, useValue: validationPipe },
      ],
    };
  }
}
