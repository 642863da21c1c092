import { Module, type OnModuleInit } from '@nestjs/common';
import { ProjectionRunner } from '../projections/projection-runner.js';
import { AssistantSettings } from './assistant-settings.projector.js';
import { SettingsController } from './settings.controller.js';

/** The assistant's model settings: an event stream, an in-memory projection, GET/PUT for admins. */
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

/** `bench/eval-index.mjs` builds the assistant outside Nest and takes the projector from here. */
