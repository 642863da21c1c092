import type { FileQuestionAnswered, FileQuestionAsked, FileQuestionEvent } from '@kb/contracts';
import { DomainError, type Decider } from '../../shared/event-sourcing/decider.js';

/** A question to one knowledge file, then its answer; both come in whole (ids and times are the handler's). */
export type FileQuestionCommand =
  { type: 'AskFileQuestion'; data: FileQuestionAsked['data'] } | { type: 'AnswerFileQuestion'; data: FileQuestionAnswered['data'] };

export interface FileQuestionState {
  /** The question's message id once asked. */
  asked: string | null;
  /** The answer's message id once answered. */
  answeredBy: string | null;
}

/**
 * A file question's stream is named by the question: it is asked once and answered once, and the
 * answer names the question it answers. A retried request is refused instead of recorded twice.
 */
export const fileQuestionDecider: Decider<FileQuestionState, FileQuestionCommand, FileQuestionEvent> = {
  initialState: { asked: null, answeredBy: null },
  decide(command, state) {
    switch (command.type) {
      case 'AskFileQuestion':
        if (state.asked) return new DomainError('file_question_asked');
        return [{ type: 'FileQuestionAsked', data: command.data }];
      case 'AnswerFileQuestion':
        if (!state.asked || state.asked !== command.data.inReplyTo) return new DomainError('file_question_not_asked');
        if (state.answeredBy) return new DomainError('already_replied', { replyId: state.answeredBy });
        return [{ type: 'FileQuestionAnswered', data: command.data }];
      default: {
        const unhandled: never = command;
        return unhandled;
      }
    }
  },
  evolve(state, event) {
    switch (event.type) {
      case 'FileQuestionAsked':
        return { ...state, asked: event.data.messageId };
      case 'FileQuestionAnswered':
        return { ...state, answeredBy: event.data.messageId };
      default: {
        const unhandled: never = event;
        return unhandled;
      }
    }
  },
};
