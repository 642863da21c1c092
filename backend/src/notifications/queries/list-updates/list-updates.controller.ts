import { Controller, Get, Header, Req } from '@nestjs/common';
import type { Request } from 'express';
import type { KbUpdatesResponse } from '@kb/contracts';
import { Authenticated } from '../../../auth/access.js';
import { KbUpdatesQueries } from '../../read-model/kb-updates.queries.js';

@Controller('api/notifications')
@Authenticated()
export class ListKbUpdatesController {
  constructor(private readonly queries: KbUpdatesQueries) {}

  /** What changed in the knowledge base, newest first, with the caller's unread count. */
  @Get()
  @Header('Cache-Control', 'no-store')
  list(@Req() req: Request): Promise<KbUpdatesResponse> {
    return this.queries.forUser(req.user!.id);
  }
}
