import { Module, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { AssistantModule } from '../assistant/assistant.module.js';
import { ProjectionRunner } from '../projections/projection-runner.js';
import { LivePublisher } from '../realtime/live-publisher.js';
import { pushAnalyticsChanges } from './analytics/live/analytics-pushes.js';
import { AnalyticsController } from './analytics/queries/analytics.controller.js';
import { analyticsProjector } from './analytics/read-model/analytics.projector.js';
import { AnalyticsQueries } from './analytics/read-model/analytics.queries.js';
import { ModelStatusController } from './model-status/model-status.controller.js';
import { CreateUserController } from './users/commands/create-user/create-user.controller.js';
import { ResetPasswordController } from './users/commands/reset-password/reset-password.controller.js';
import { UpdateUserController } from './users/commands/update-user/update-user.controller.js';
import { UpdateUserHandler } from './users/commands/update-user/update-user.handler.js';
import { ListUsersController } from './users/queries/list-users/list-users.controller.js';
import { ADMIN_MESSAGES } from './http/admin-messages.js';
import { messagesProvider } from '../shared/i18n/messages.js';

/**
 * Administration: user access over the User aggregate (admin routes), the analytics read model of
 * what was asked and cited (dashboard figures and the gaps staff hit), and the model endpoint check.
 */
@Module({
  imports: [AssistantModule],
  controllers: [
    ListUsersController,
    CreateUserController,
    UpdateUserController,
    ResetPasswordController,
    AnalyticsController,
    ModelStatusController,
  ],
  providers: [UpdateUserHandler, AnalyticsQueries, messagesProvider(ADMIN_MESSAGES)],
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
