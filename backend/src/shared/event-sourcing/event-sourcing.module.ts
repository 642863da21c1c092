import { Global, Module } from '@nestjs/common';
import { CommandRunner } from './command-runner.js';

/** The command path, available to every context without importing it. */
@Global()
@Module({ providers: [CommandRunner], exports: [CommandRunner] })
export class EventSourcingModule {}
