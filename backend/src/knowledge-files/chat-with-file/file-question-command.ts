import { fileQuestionStreamId, type FileQuestionEvent } from '@kb/contracts';
import type { CommandContext } from '../../shared/event-sourcing/command-handler.js';
import type { RunCommand } from '../../shared/event-sourcing/command-runner.js';
import { fileQuestionDecider, type FileQuestionCommand, type FileQuestionState } from '../domain/file-question.decider.js';

/**
 * A command on one file question's stream (named by the question's id). Nothing reads these back on
 * the request's path (the audit ledger follows every event), so it waits for no projector.
 */
export function fileQuestionCommand(
  questionId: string,
  command: FileQuestionCommand,
  ctx: CommandContext,
): RunCommand<FileQuestionState, FileQuestionCommand, FileQuestionEvent> {
  return { streamId: fileQuestionStreamId(questionId), decider: fileQuestionDecider, command, ctx, waitFor: [] };
}
