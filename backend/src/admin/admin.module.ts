import { Module, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { AssistantModule } from '../assistant/assistant.module.js';
import { ProjectionRunner } from '../projections/projection-runner.js';
import { LivePublisher } from '../realtime/live-publisher.js';
import { pushAnalyticsChanges } from './analytics/live/analytics-pushes.js';
import { AnalyticsController } from './analytics/queries/analytics.controller.js';
import { analyticsProjector } from './analytics/read-model/analytics.projector.js';
import { AnalyticsQueries } from './analytics/read-model/analytics.queries.js';
import { ModelStatusController } from './model-status/model-status.controller.js';
import { AdminUsersController } from './users/admin-users.controller.js';
import { UpdateUserHandler } from './users/update-user.handler.js';

/**
 * Administration: user access over the User aggregate (admin routes), the analytics read model of
 * what was asked and cited (dashboard figures and the gaps staff hit), and the model endpoint check.
 */
@Module({
  imports: [AssistantModule],
  controllers: [AdminUsersController, AnalyticsController, ModelStatusController],
  providers: [UpdateUserHandler, AnalyticsQueries],
})
export class AdminModule implements OnModuleInit, OnModuleDestroy {
  private unsubscribe: (() => void) | null = null;

  constructor(
    private readonly runner: ProjectionRunner,
    private readonly live: LivePublisher,
  ) {}

  onModuleInit(): void {
    this.runner.register(analyticsProjector);
    this.unsubscribe = pushAnalyticsChanges(this.runner, this.live);
  }

  onModuleDestroy(): void {
    this.unsubscribe?.();
  }
}
