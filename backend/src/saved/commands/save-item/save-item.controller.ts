import { Body, Controller, Post, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import type { SavedItem } from '@kb/contracts';
import { SaveItemDto } from '@kb/contracts/dto';
import { Authenticated } from '../../../auth/access.js';
import { commandContext } from '../../../shared/http/command-context.js';
import { orThrowSaved } from '../../http/saved-http.js';
import { SaveItemHandler } from './save-item.handler.js';

@Controller('api/saved')
@Authenticated()
export class SaveItemController {
  constructor(private readonly handler: SaveItemHandler) {}

  /** 201 with the new item; 200 with the item already keeping that message. */
  @Post()
  async save(@Body() dto: SaveItemDto, @Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<SavedItem> {
    const { item, created } = orThrowSaved(await this.handler.execute(dto.messageId, commandContext(req)));
    res.status(created ? 201 : 200);
    if (created) res.location(`/api/saved/${item.id}`);
    return item;
  }
}
