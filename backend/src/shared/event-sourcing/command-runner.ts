import { Inject, Injectable } from '@nestjs/common';
import type { DomainEvent } from '@kb/contracts';
import { EVENT_STORE, type EventStore } from '../../event-store/event-store.port.js';
import { ProjectionRunner } from '../../projections/projection-runner.js';
import { decideCommand, handleCommand, type CommandContext, type CommandOptions, type CommandResult } from './command-handler.js';
import { DomainError, type Decider } from './decider.js';

export interface RunCommand<S, C, E extends DomainEvent> extends CommandOptions<S, C> {
  streamId: string;
  decider: Decider<S, C, E>;
  command: C;
  ctx: CommandContext;
  /**
   * Projectors that must have passed the result before `run` resolves (read-your-writes). When the
   * command changed nothing they must still show the stream as it is. Empty: do not wait.
   */
  waitFor: readonly string[];
}

/**
 * The one command path (DESIGN.md decision 4): load the stream, decide, append with the expected
 * version, wait until the named projectors passed the position, and return the result or the
 * domain error as a value. Only controllers and gateways turn a `DomainError` into HTTP or acks.
 */
@Injectable()
export class CommandRunner {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly runner: ProjectionRunner,
  ) {}

  async run<S, C, E extends DomainEvent>(spec: RunCommand<S, C, E>): Promise<CommandResult<S, E> | DomainError> {
    const { streamId, decider, command, ctx, waitFor, ...options } = spec;
    const result = await handleCommand(this.store, streamId, decider, command, ctx, options);
    if (result instanceof DomainError || waitFor.length === 0) return result;
    if (result.position) await this.runner.waitFor(result.position, { projectors: [...waitFor] });
    else await this.settled(streamId, waitFor);
    return result;
  }

  /**
   * What `run` would append now, appending nothing (`decideCommand`): a caller that does other work
   * before appending passes `known` on with its `version` as `expectedVersion`, and gets
   * `version_conflict` if anything was written to the stream meanwhile.
   */
  decide<S, C, E extends DomainEvent>(spec: Omit<RunCommand<S, C, E>, 'waitFor'>) {
    const { streamId, decider, command, ctx, ...options } = spec;
    return decideCommand(this.store, streamId, decider, command, ctx, options);
  }

  /** Waits until the projectors show the stream as it is now (after a command that changed nothing, or a retry). */
  async settled(streamId: string, projectors: readonly string[]): Promise<void> {
    const position = (await this.store.readStream(streamId)).at(-1)?.globalPosition;
    if (position) await this.runner.waitFor(position, { projectors: [...projectors] });
  }

  /** Waits until the projectors passed what `run` appended without waiting (`waitFor: []`). */
  async visible(result: { position: CommandResult<unknown, DomainEvent>['position'] }, projectors: readonly string[]): Promise<void> {
    if (result.position) await this.runner.waitFor(result.position, { projectors: [...projectors] });
  }
}
