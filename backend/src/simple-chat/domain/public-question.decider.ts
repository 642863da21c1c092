import type { PublicQuestionAsked, SimpleChatEvent } from '@kb/contracts';
import { DomainError, type Decider } from '../../shared/event-sourcing/decider.js';

/** Record one answered (or unanswered) public question; its data comes in whole, nothing is read from clocks. */
export type PublicQuestionCommand = { type: 'RecordPublicQuestion'; data: PublicQuestionAsked['data'] };

export interface PublicQuestionState {
  recorded: boolean;
}

/**
 * A public question is recorded once: its stream is named by the question's id, so recording the
 * same id again (a retried request) is refused instead of counting the question twice.
 */
export const publicQuestionDecider: Decider<PublicQuestionState, PublicQuestionCommand, SimpleChatEvent> = {
  initialState: { recorded: false },
  decide(command, state) {
    switch (command.type) {
      case 'RecordPublicQuestion': {
        if (state.recorded) return new DomainError('public_question_recorded');
        const { data } = command;
        // What identifies a person never enters the event: only a salted hash and the file's hash and size.
        if (!/^[0-9a-f]{64}$/.test(data.requesterHash)) return new DomainError('requester_not_hashed');
        return [{ type: 'PublicQuestionAsked', data: { ...data, answered: data.mode !== 'not_found' && data.error === null } }];
      }
      default: {
        const unhandled: never = command.type;
        return unhandled;
      }
    }
  },
  evolve(state, event) {
    switch (event.type) {
      case 'PublicQuestionAsked':
        return { recorded: true };
      default: {
        const unhandled: never = event.type;
        return unhandled;
      }
    }
  },
};
