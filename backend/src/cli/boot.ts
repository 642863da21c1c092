import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import type { INestApplicationContext } from '@nestjs/common';
import { AppModule } from '../app.module.js';
import { loadConfig, type AppConfig } from '../config/app-config.js';
import { AppLifecycle } from '../core/lifecycle.js';

/**
 * Boots the modules without HTTP for command-line tools. Embedded PGlite can be opened by one
 * process at a time, so the app must be stopped while a tool runs on the same DATA_DIR.
 */
export async function bootContext(overrides: Partial<AppConfig> = {}): Promise<INestApplicationContext> {
  const config = { ...loadConfig(), logLevel: 'silent' as const, seed: false, ...overrides };
  // Database.open refuses an embedded data directory another process holds (DataDirInUseError).
  const ctx = await NestFactory.createApplicationContext(AppModule.forRoot(config), { logger: ['error'] });
  await ctx.get(AppLifecycle).whenReady();
  return ctx;
}
