import { publicQuestionStreamId, type PublicQuestionAsked, type SimpleChatEvent } from '@kb/contracts';
import type { CommandContext } from '../../shared/event-sourcing/command-handler.js';
import type { RunCommand } from '../../shared/event-sourcing/command-runner.js';
import { publicQuestionDecider, type PublicQuestionCommand, type PublicQuestionState } from '../domain/public-question.decider.js';

/**
 * Records a public question on its own stream. Nothing reads it back on the request's path
 * (the analytics gap report folds these events), so it waits for no projector. The actor is
 * always `anonymous`: a signed-in asker is not named either, only hashed.
 */
export function recordPublicQuestion(
  data: PublicQuestionAsked['data'],
  ctx: CommandContext,
): RunCommand<PublicQuestionState, PublicQuestionCommand, SimpleChatEvent> {
  return {
    streamId: publicQuestionStreamId(data.questionId),
    decider: publicQuestionDecider,
    command: { type: 'RecordPublicQuestion', data },
    ctx: { ...ctx, actor: 'anonymous' },
    waitFor: [],
  };
}
