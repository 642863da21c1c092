import { Controller, Get, Query, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { CONVERSATIONS_PAGE_SIZE, NEXT_CURSOR_HEADER, type Conversation } from '@kb/contracts';
import { ListConversationsDto } from '@kb/contracts/dto';
import { Authenticated } from '../../../auth/access.js';
import { ApiError } from '../../../shared/http/api-error.js';
import { ConversationQueries, type PageKey } from '../../read-model/conversations.queries.js';
import { decodeCursor, encodeCursor } from './cursor.js';

/**
 * The caller's own conversations, newest activity first, a page at a time. The body stays the
 * array SPEC.md reads; the next page's cursor comes in X-Next-Cursor, absent on the last page.
 */
@Controller('api/conversations')
@Authenticated()
export class ListConversationsController {
  constructor(private readonly queries: ConversationQueries) {}

  @Get()
  async list(
    @Req() req: Request,
    @Query() query: ListConversationsDto,
    @Res({ passthrough: true }) res: Response,
  ): Promise<Conversation[]> {
    let after: PageKey | undefined;
    if (query.cursor !== undefined) {
      after = decodeCursor(query.cursor) ?? undefined;
      if (!after) throw new ApiError(400, 'validation_failed', {}, { cursor: { code: 'conversation_cursor_invalid' } });
    }
    const page = await this.queries.page(req.user!.id, query.limit ?? CONVERSATIONS_PAGE_SIZE, after);
    if (page.next) res.setHeader(NEXT_CURSOR_HEADER, encodeCursor(page.next));
    return page.conversations;
  }
}
