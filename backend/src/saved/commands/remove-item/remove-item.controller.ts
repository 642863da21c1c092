import { Controller, Delete, HttpCode, Param, Req } from '@nestjs/common';
import type { Request } from 'express';
import { Authenticated } from '../../../auth/access.js';
import { commandContext } from '../../../shared/http/command-context.js';
import { orThrowSaved, savedIdParam } from '../../http/saved-http.js';
import { RemoveItemHandler } from './remove-item.handler.js';

@Controller('api/saved')
@Authenticated()
export class RemoveItemController {
  constructor(private readonly handler: RemoveItemHandler) {}

  /** 204; an item of someone else's is a 404, as if it did not exist (each user has a stream of their own). */
  @Delete(':id')
  @HttpCode(204)
  async remove(@Param('id', savedIdParam) id: string, @Req() req: Request): Promise<void> {
    orThrowSaved(await this.handler.execute(id, commandContext(req)));
  }
}
