import { Module, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { KnowledgeFilesModule } from '../knowledge-files/knowledge-files.module.js';
import { ProjectionRunner } from '../projections/projection-runner.js';
import { DeleteConversationController } from './commands/delete-conversation/delete-conversation.controller.js';
import { DeleteConversationHandler } from './commands/delete-conversation/delete-conversation.handler.js';
import { RateConversationController } from './commands/rate-conversation/rate-conversation.controller.js';
import { RateConversationHandler } from './commands/rate-conversation/rate-conversation.handler.js';
import { RateMessageController } from './commands/rate-message/rate-message.controller.js';
import { RateMessageHandler } from './commands/rate-message/rate-message.handler.js';
import { RenameConversationController } from './commands/rename-conversation/rename-conversation.controller.js';
import { RenameConversationHandler } from './commands/rename-conversation/rename-conversation.handler.js';
import { SendMessageController } from './commands/send-message/send-message.controller.js';
import { SendMessageHandler } from './commands/send-message/send-message.handler.js';
import { StartConversationController } from './commands/start-conversation/start-conversation.controller.js';
import { StartConversationHandler } from './commands/start-conversation/start-conversation.handler.js';
import { ConversationPushes } from './live/conversation-pushes.js';
import { ListConversationsController } from './queries/list-conversations/list-conversations.controller.js';
import { SearchConversationsController } from './queries/search-conversations/search-conversations.controller.js';
import { ListMessagesController } from './queries/list-messages/list-messages.controller.js';
import { AnswerSourcesController } from './queries/answer-sources/answer-sources.controller.js';
import { AnswerSourcesReader } from './queries/answer-sources/answer-sources.reader.js';
import { GetConversationController } from './queries/get-conversation/get-conversation.controller.js';
import { conversationsProjector } from './read-model/conversations.projector.js';
import { ConversationQueries } from './read-model/conversations.queries.js';
import { CONVERSATION_MESSAGES } from './http/conversation-messages.js';
import { messagesProvider } from '../shared/i18n/messages.js';

/**
 * Chat conversations: event-sourced Conversation aggregate (questions, replies, ratings), the
 * conversations/messages read model, the REST calls of SPEC.md section 7 and live pushes to the owner.
 */
@Module({
  imports: [KnowledgeFilesModule],
  controllers: [
    ListConversationsController,
    GetConversationController,
    ListMessagesController,
    AnswerSourcesController,
    SearchConversationsController,
    StartConversationController,
    RenameConversationController,
    DeleteConversationController,
    SendMessageController,
    RateMessageController,
    RateConversationController,
  ],
  providers: [
    messagesProvider(CONVERSATION_MESSAGES),
    ConversationQueries,
    ConversationPushes,
    AnswerSourcesReader,
    StartConversationHandler,
    RenameConversationHandler,
    DeleteConversationHandler,
    SendMessageHandler,
    RateMessageHandler,
    RateConversationHandler,
  ],
  exports: [ConversationQueries],
})
export class ConversationsModule implements OnModuleInit, OnModuleDestroy {
  private unsubscribe: (() => void) | null = null;

  constructor(
    private readonly runner: ProjectionRunner,
    private readonly pushes: ConversationPushes,
  ) {}

  onModuleInit(): void {
    this.runner.register(conversationsProjector);
    this.unsubscribe = this.pushes.attach(this.runner);
  }

  onModuleDestroy(): void {
    this.unsubscribe?.();
  }
}
