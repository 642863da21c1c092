import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { DEFAULT_CONVERSATION_TITLE, type Language, type SendMessageResponse } from '@kb/contracts';
import { Assistant, type AnswerReply } from '../assistant/assistant.port.js';
import { detectLanguage } from '../assistant/retrieval/tokenize.js';
import { LivePublisher } from '../realtime/live-publisher.js';
import type { CommandContext } from '../shared/event-sourcing/command-handler.js';
import { ConversationCommands } from './conversation-commands.js';
import { titleFromQuestion } from './domain/conversation.decider.js';
import { ConversationQueries } from './read-model/conversation-queries.js';

const FAILED_REPLY: Record<Language, string> = {
  en: 'The assistant could not answer this time. Your question is saved; please try again.',
  ar: 'تعذر على المساعد الإجابة هذه المرة. تم حفظ سؤالك؛ يرجى المحاولة مرة أخرى.',
};

/**
 * POST /api/messages: the question is recorded first, then the assistant runs, then its reply
 * (or a failure marked with `error`) is recorded; typing state and streamed text go to every tab.
 */
@Injectable()
export class SendMessage {
  constructor(
    private readonly commands: ConversationCommands,
    private readonly queries: ConversationQueries,
    private readonly assistant: Assistant,
    private readonly live: LivePublisher,
  ) {}

  async execute(ownerId: string, content: string, conversationId: string | undefined, ctx: () => CommandContext): Promise<SendMessageResponse> {
    const language = detectLanguage(content);
    const id = conversationId ?? randomUUID();
    // The question is appended before the assistant runs; its read model and push follow on their
    // own while the answer is computed. Someone else's conversation fails here as not_found.
    let known = conversationId
      ? undefined
      : await this.commands.append({ type: 'Start', conversationId: id, ownerId, title: titleFromQuestion(content) || DEFAULT_CONVERSATION_TITLE }, ctx());
    const userMessageId = randomUUID();
    known = await this.commands.append({ type: 'PostMessage', conversationId: id, ownerId, messageId: userMessageId, content, language }, ctx(), known);

    const assistantMessageId = randomUUID();
    this.live.toUser(ownerId, 'assistant:typing', { conversationId: id, typing: true });
    let reply: AnswerReply;
    try {
      reply = await this.assistant.answer({
        question: content,
        language,
        onDelta: (delta) => this.live.toUser(ownerId, 'assistant:delta', { conversationId: id, messageId: assistantMessageId, delta }),
      });
    } catch (error) {
      console.error('[assistant]', error);
      reply = { text: FAILED_REPLY[language], sources: [], mode: 'not_found', language, timings: { retrievalMs: 0, generationMs: 0, totalMs: 0 }, error: 'assistant_failed' };
    }
    try {
      const replied = await this.commands.append(
        {
          type: 'RecordReply',
          conversationId: id,
          ownerId,
          messageId: assistantMessageId,
          inReplyTo: userMessageId,
          content: reply.text,
          sourceDocs: reply.sources,
          mode: reply.mode,
          timings: reply.timings,
          error: reply.error,
        },
        ctx(),
        known,
      );
      await this.commands.visible(replied);
    } finally {
      this.live.toUser(ownerId, 'assistant:typing', { conversationId: id, typing: false });
    }
    const [userMessage, assistantMessage] = await Promise.all([this.queries.message(ownerId, userMessageId), this.queries.message(ownerId, assistantMessageId)]);
    return { userMessage: userMessage!, assistantMessage: assistantMessage!, conversationId: id, ...(reply.error ? { error: reply.error } : {}) };
  }
}
