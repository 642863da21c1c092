import { Controller, Delete, Headers, HttpCode, Param, Req } from '@nestjs/common';
import type { Request } from 'express';
import { Roles } from '../../../auth/access.js';
import { commandContext } from '../../../shared/http/command-context.js';
import { expectedVersionOf, orThrowGlossary } from '../../http/glossary-input.js';
import { RemoveEntryHandler } from './remove-entry.handler.js';

@Controller('api/glossary')
export class RemoveEntryController {
  constructor(private readonly handler: RemoveEntryHandler) {}

  /** 204; with `If-Match` removing an entry someone changed meanwhile is a 409. */
  @Delete(':id')
  @Roles('admin')
  @HttpCode(204)
  async remove(@Param('id') id: string, @Headers('if-match') ifMatch: string | undefined, @Req() req: Request): Promise<void> {
    orThrowGlossary(await this.handler.execute(id, commandContext(req), expectedVersionOf(ifMatch, undefined)));
  }
}
