import { Module, type OnModuleInit } from '@nestjs/common';
import { ProjectionRunner } from '../projections/projection-runner.js';
import { addMessages } from '../shared/i18n/messages.js';
import { ConversationCommands } from './conversation-commands.js';
import { ConversationPushes } from './conversation-pushes.js';
import { ConversationsController } from './http/conversations.controller.js';
import { MessagesController } from './http/messages.controller.js';
import { ConversationQueries } from './read-model/conversation-queries.js';
import { conversationsProjector } from './read-model/conversations.projector.js';
import { SendMessage } from './send-message.js';

addMessages({
  conversation_exists: { en: 'This conversation already exists.', ar: 'هذه المحادثة موجودة بالفعل.' },
});

@Module({
  controllers: [ConversationsController, MessagesController],
  providers: [ConversationCommands, ConversationQueries, ConversationPushes, SendMessage],
})
export class ConversationsModule implements OnModuleInit {
  constructor(private readonly runner: ProjectionRunner) {}

  onModuleInit(): void {
    this.runner.register(conversationsProjector);
  }
}
