import { Controller, Get, Query, Req } from '@nestjs/common';
import type { Request } from 'express';
import { MAX_CONVERSATION_SEARCH_LENGTH, type ConversationSearchHit } from '@kb/contracts';
import { Authenticated } from '../../../auth/access.js';
import { ApiError } from '../../../shared/http/api-error.js';
import { ConversationQueries } from '../../read-model/conversations.queries.js';
import { matchConversations } from './match-conversations.js';

/** The newest conversations searched, and the most hits returned. */
const SEARCHED = 1000;
const HITS = 30;

/**
 * `GET /api/conversation-search?q=`: the caller's own conversations whose title and messages hold
 * every word of `q` (Arabic and English, folded by the documents' search analyser), newest activity
 * first, with the matched stretches for highlighting.
 */
@Controller('api/conversation-search')
@Authenticated()
export class SearchConversationsController {
  constructor(private readonly queries: ConversationQueries) {}

  @Get()
  async search(@Req() req: Request, @Query('q') q: unknown): Promise<ConversationSearchHit[]> {
    if (typeof q !== 'string' || !q.trim()) throw new ApiError(400, 'validation_failed', {}, { q: { code: 'conversation_search_empty' } });
    if (q.length > MAX_CONVERSATION_SEARCH_LENGTH) {
      throw new ApiError(
        400,
        'validation_failed',
        {},
        { q: { code: 'conversation_search_too_long', params: { max: MAX_CONVERSATION_SEARCH_LENGTH } } },
      );
    }
    return matchConversations(q, await this.queries.searchable(req.user!.id, SEARCHED), HITS);
  }
}
