import { Controller, HttpCode, Param, Post, Req } from '@nestjs/common';
import type { Request } from 'express';
import type { SavedItem } from '@kb/contracts';
import { Authenticated } from '../../../auth/access.js';
import { commandContext } from '../../../shared/http/command-context.js';
import { orThrowSaved, savedIdParam } from '../../http/saved-http.js';
import { RestoreItemHandler } from './restore-item.handler.js';

@Controller('api/saved')
@Authenticated()
export class RestoreItemController {
  constructor(private readonly handler: RestoreItemHandler) {}

  /** The Undo of a removal: 200 with the item back in the list. */
  @Post(':id/restore')
  @HttpCode(200)
  async restore(@Param('id', savedIdParam) id: string, @Req() req: Request): Promise<SavedItem> {
    return orThrowSaved(await this.handler.execute(id, commandContext(req)));
  }
}
