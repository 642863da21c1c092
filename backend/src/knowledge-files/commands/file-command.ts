import { knowledgeFileStreamId, type KnowledgeFileEvent } from '@kb/contracts';
import { RETRIEVAL_PROJECTOR } from '../../assistant/retrieval.js';
import type { CommandContext } from '../../shared/event-sourcing/command-handler.js';
import type { RunCommand } from '../../shared/event-sourcing/command-runner.js';
import { knowledgeFileDecider, type KnowledgeFileCommand, type KnowledgeFileState } from '../domain/knowledge-file.decider.js';
import { KNOWLEDGE_FILES_PROJECTOR } from '../read-model/knowledge-files.projector.js';

/**
 * A command on one file's stream for the `CommandRunner`: it returns once the `knowledge_files`
 * read model and the retrieval index show the effect, so a switched-off or deleted file no longer
 * answers anything when the call returns.
 */
export function fileCommand(
  id: string,
  command: KnowledgeFileCommand,
  ctx: CommandContext,
): RunCommand<KnowledgeFileState, KnowledgeFileCommand, KnowledgeFileEvent> {
  return {
    streamId: knowledgeFileStreamId(id),
    decider: knowledgeFileDecider,
    command,
    ctx,
    waitFor: [KNOWLEDGE_FILES_PROJECTOR, RETRIEVAL_PROJECTOR],
  };
}
