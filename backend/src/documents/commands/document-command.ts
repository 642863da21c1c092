import { documentStreamId, type DocumentEvent } from '@kb/contracts';
import type { CommandContext } from '../../shared/event-sourcing/command-handler.js';
import type { RunCommand } from '../../shared/event-sourcing/command-runner.js';
import { documentDecider, type DocumentCommand, type DocumentState } from '../domain/document.decider.js';
import { DOCUMENTS_PROJECTOR } from '../read-model/documents.projector.js';
import { DOCUMENT_SEARCH_PROJECTOR } from '../search/search-index.js';

/**
 * A command on one document's stream for the `CommandRunner`: it returns once the `documents` read
 * model and the search index show the effect, so the caller answers with the document as any later
 * read sees it. `expectedVersion` is a document version (events counted from 1).
 */
export function documentCommand(
  id: string,
  command: DocumentCommand,
  ctx: CommandContext,
  expectedVersion?: number,
): RunCommand<DocumentState, DocumentCommand, DocumentEvent> {
  return {
    streamId: documentStreamId(id),
    decider: documentDecider,
    command,
    ctx,
    waitFor: [DOCUMENTS_PROJECTOR, DOCUMENT_SEARCH_PROJECTOR],
    ...(expectedVersion !== undefined && { expectedVersion: expectedVersion - 1 }),
  };
}
