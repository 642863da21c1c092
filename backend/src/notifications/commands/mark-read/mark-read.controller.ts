import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import type { Request } from 'express';
import type { MarkKbUpdatesReadRequest } from '@kb/contracts';
import { Authenticated } from '../../../auth/access.js';
import { ApiError, orThrow } from '../../../shared/http/api-error.js';
import { commandContext } from '../../../shared/http/command-context.js';
import { LivePublisher } from '../../../realtime/live-publisher.js';
import { MarkKbUpdatesReadHandler } from './mark-read.handler.js';

@Controller('api/notifications')
@Authenticated()
export class MarkKbUpdatesReadController {
  constructor(
    private readonly handler: MarkKbUpdatesReadHandler,
    private readonly live: LivePublisher,
  ) {}

  /** 204; the caller's other tabs are told so their count drops too. */
  @Post('read')
  @HttpCode(204)
  async read(@Req() req: Request, @Body() body: Partial<MarkKbUpdatesReadRequest> | undefined): Promise<void> {
    const upTo = body?.upTo;
    if (typeof upTo !== 'string') throw new ApiError(400, 'validation_failed', {}, { upTo: { code: 'kb_updates_bad_time' } });
    orThrow(await this.handler.execute(req.user!.id, upTo, commandContext(req)));
    this.live.toUser(req.user!.id, 'kb-updates:changed');
  }
}
