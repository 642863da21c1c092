import { Inject, Injectable } from '@nestjs/common';
import { documentStreamId, type DocumentEvent } from '@kb/contracts';
import { EVENT_STORE, type EventStore } from '../../event-store/event-store.port.js';
import { ProjectionRunner } from '../../projections/projection-runner.js';
import { handleCommand, type CommandContext, type CommandResult } from '../../shared/event-sourcing/command-handler.js';
import { DomainError } from '../../shared/event-sourcing/decider.js';
import { documentDecider, type DocumentCommand, type DocumentState } from '../domain/document.decider.js';
import { DOCUMENTS_PROJECTOR } from '../read-model/documents.projector.js';
import { DOCUMENT_SEARCH_PROJECTOR } from '../search/search-index.js';

export type DocumentCommandResult = CommandResult<DocumentState, DocumentEvent>;

/**
 * Runs a command on one document's stream and returns once the `documents` read model and the
 * search index show its effect (read-your-writes), so the caller can answer with the document as any later read sees it.
 */
@Injectable()
export class DocumentStreams {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly runner: ProjectionRunner,
  ) {}

  /** `expectedVersion` is a document version (events counted from 1); without it conflicts are retried. */
  async run(id: string, command: DocumentCommand, ctx: CommandContext, expectedVersion?: number): Promise<DocumentCommandResult | DomainError> {
    const streamId = documentStreamId(id);
    const options = expectedVersion === undefined ? {} : { expectedVersion: expectedVersion - 1 };
    const result = await handleCommand(this.store, streamId, documentDecider, command, ctx, options);
    if (result instanceof DomainError) {
      // A stale version for a document that does not exist (any more) is a 404, not a conflict.
      if (result.code === 'version_conflict' && command.type !== 'CreateDocument' && (await this.isGone(streamId))) {
        return new DomainError('not_found', { entity: 'document' });
      }
      return result;
    }
    // Nothing appended (an edit that changed nothing): still wait until the read model shows the stream.
    const position = result.position ?? (await this.store.readStream(streamId)).at(-1)?.globalPosition ?? null;
    if (position) await this.runner.waitFor(position, { projectors: [DOCUMENTS_PROJECTOR, DOCUMENT_SEARCH_PROJECTOR] });
    return result;
  }

  private async isGone(streamId: string): Promise<boolean> {
    const history = await this.store.readStream(streamId);
    return history.length === 0 || history.at(-1)?.type === 'DocumentDeleted';
  }
}

/** Command context of an HTTP request: the signed-in user, the server's clock. */
export const contextOf = (actor: string): CommandContext => ({ actor, now: new Date() });
