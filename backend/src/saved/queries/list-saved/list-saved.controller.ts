import { Controller, Get, Query, Req } from '@nestjs/common';
import type { Request } from 'express';
import type { SavedItem } from '@kb/contracts';
import { ListSavedItemsDto } from '@kb/contracts/dto';
import { Authenticated } from '../../../auth/access.js';
import { SavedItemsQueries } from '../../read-model/saved-items.queries.js';

@Controller('api/saved')
@Authenticated()
export class ListSavedController {
  constructor(private readonly queries: SavedItemsQueries) {}

  /** The caller's own saved items, newest saved first; `type` and `q` narrow them. Nobody else's, whatever the role. */
  @Get()
  list(@Req() req: Request, @Query() query: ListSavedItemsDto): Promise<SavedItem[]> {
    return this.queries.list(req.user!.id, { kind: query.type, q: query.q });
  }
}
