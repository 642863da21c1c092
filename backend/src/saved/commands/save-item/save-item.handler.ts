import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { DEFAULT_CONVERSATION_TITLE, type SavedItem } from '@kb/contracts';
import { ConversationQueries } from '../../../conversations/conversation-reader.js';
import type { CommandContext } from '../../../shared/event-sourcing/command-handler.js';
import { CommandRunner } from '../../../shared/event-sourcing/command-runner.js';
import { DomainError } from '../../../shared/event-sourcing/decider.js';
import type { SavedSnapshot } from '../../domain/saved-items.decider.js';
import { SavedItemsQueries } from '../../read-model/saved-items.queries.js';
import { savedCommand } from '../saved-command.js';

/**
 * Keeps one of the caller's own messages: an answer (with the question it answered and its
 * sources) or a question. The text is copied into the event, so the item outlives its
 * conversation. Anyone else's message, or one not in the history (yet), is not found.
 */
@Injectable()
export class SaveItemHandler {
  constructor(
    private readonly commands: CommandRunner,
    private readonly conversations: ConversationQueries,
    private readonly queries: SavedItemsQueries,
  ) {}

  async execute(messageId: string, ctx: CommandContext): Promise<{ item: SavedItem; created: boolean } | DomainError> {
    const ownerId = ctx.actor;
    // Kept already (perhaps from a conversation deleted since): that item, unchanged.
    const kept = await this.queries.byMessage(ownerId, messageId);
    if (kept) return { item: kept, created: false };
    const snapshot = await this.snapshotOf(ownerId, messageId);
    if (!snapshot) return new DomainError('saved_message_not_found');
    const itemId = randomUUID();
    const result = await this.commands.run(savedCommand(ownerId, { type: 'SaveItem', itemId, ownerId, snapshot }, ctx));
    if (result instanceof DomainError) return result;
    const item = await this.queries.byMessage(ownerId, messageId);
    return item ? { item, created: item.id === itemId } : new DomainError('saved_message_not_found');
  }

  private async snapshotOf(ownerId: string, messageId: string): Promise<SavedSnapshot | null> {
    const message = await this.conversations.message(ownerId, messageId);
    if (!message) return null;
    const conversation = await this.conversations.find(ownerId, message.conversationId);
    if (!conversation) return null;
    const answer = message.role === 'assistant';
    return {
      kind: answer ? 'answer' : 'question',
      messageId,
      conversationId: conversation.id,
      conversationTitle: conversation.title || DEFAULT_CONVERSATION_TITLE,
      content: message.content,
      question: answer ? await this.conversations.questionBefore(ownerId, messageId) : null,
      sourceDocs: answer ? message.sourceDocs : [],
      messageAt: message.createdAt,
    };
  }
}
