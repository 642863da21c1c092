import { Body, Controller, Get, Inject, Injectable, Module, Put, Req, type OnModuleInit } from '@nestjs/common';
import type { Request } from 'express';
import { DEFAULT_SETTINGS, SETTINGS_STREAM, type AssistantSettingsChanged, type Settings } from '@kb/contracts';
import { SettingsDto } from '@kb/contracts/dto';
import { Roles } from '../auth/access.js';
import { EVENT_STORE } from '../core/tokens.js';
import type { EventStore } from '../event-store/event-store.port.js';
import { ProjectionRunner } from '../projections/projection-runner.js';
import type { MemoryProjector } from '../projections/projector.js';
import { handleCommand } from '../shared/event-sourcing/command-handler.js';
import type { Decider } from '../shared/event-sourcing/decider.js';
import { orThrow } from '../shared/http/api-error.js';
import { commandContext } from '../shared/http/command-context.js';

const settingsDecider: Decider<Settings, Settings, AssistantSettingsChanged> = {
  initialState: { ...DEFAULT_SETTINGS },
  decide: (next, current) =>
    next.maxTokens === current.maxTokens && next.temperature === current.temperature && next.model === current.model && next.timeout === current.timeout
      ? []
      : [{ type: 'AssistantSettingsChanged', data: { ...next } }],
  evolve: (_, e) => ({ ...e.data }),
};

/** Current settings, kept in memory as a projection of the settings stream (one tiny record). */
@Injectable()
export class AssistantSettings implements MemoryProjector {
  readonly kind = 'memory' as const;
  readonly name = 'assistant-settings';
  private current: Settings = { ...DEFAULT_SETTINGS };

  get(): Settings {
    return { ...this.current };
  }

  reset(): void {
    this.current = { ...DEFAULT_SETTINGS };
  }

  apply(event: { type: string; data: unknown }): void {
    if (event.type === 'AssistantSettingsChanged') this.current = settingsDecider.evolve(this.current, event as AssistantSettingsChanged);
  }
}

@Controller('api/settings')
@Roles('admin')
export class SettingsController {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly runner: ProjectionRunner,
    private readonly settings: AssistantSettings,
  ) {}

  @Get()
  get(): Settings {
    return this.settings.get();
  }

  @Put()
  async put(@Req() req: Request, @Body() body: SettingsDto): Promise<Settings> {
    const next: Settings = { maxTokens: body.maxTokens, temperature: body.temperature, model: body.model.trim(), timeout: body.timeout };
    const result = orThrow(await handleCommand(this.store, SETTINGS_STREAM, settingsDecider, next, commandContext(req)));
    if (result.position) await this.runner.waitFor(result.position, { projectors: [this.settings.name] });
    return this.settings.get();
  }
}

@Module({ controllers: [SettingsController], providers: [AssistantSettings], exports: [AssistantSettings] })
export class SettingsModule implements OnModuleInit {
  constructor(
    private readonly runner: ProjectionRunner,
    private readonly settings: AssistantSettings,
  ) {}

  onModuleInit(): void {
    this.runner.register(this.settings);
  }
}
