import { Body, Controller, Headers, Param, Put, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import type { GlossaryEntry } from '@kb/contracts';
import { GlossaryEntryDto } from '@kb/contracts/dto';
import { Roles } from '../../../auth/access.js';
import { commandContext } from '../../../shared/http/command-context.js';
import { expectedVersionOf, orThrowGlossary } from '../../http/glossary-input.js';
import { ChangeEntryHandler } from './change-entry.handler.js';

@Controller('api/glossary')
export class ChangeEntryController {
  constructor(private readonly handler: ChangeEntryHandler) {}

  /** 200 with the entry; with `If-Match` or `version` an edit of a changed entry is a 409. */
  @Put(':id')
  @Roles('admin')
  async change(
    @Param('id') id: string,
    @Body() dto: GlossaryEntryDto,
    @Headers('if-match') ifMatch: string | undefined,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<GlossaryEntry> {
    const entry = orThrowGlossary(await this.handler.execute(id, dto.terms, commandContext(req), expectedVersionOf(ifMatch, dto.version)));
    res.setHeader('ETag', `"${entry.version}"`);
    return entry;
  }
}
