import { Body, Controller, HttpCode, Post, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import type { GlossaryEntry } from '@kb/contracts';
import { GlossaryEntryDto } from '@kb/contracts/dto';
import { Roles } from '../../../auth/access.js';
import { commandContext } from '../../../shared/http/command-context.js';
import { orThrowGlossary } from '../../http/glossary-input.js';
import { AddEntryHandler } from './add-entry.handler.js';

@Controller('api/glossary')
export class AddEntryController {
  constructor(private readonly handler: AddEntryHandler) {}

  /** 201 with the new entry; its `version` (also the ETag) is what an edit sends as If-Match. */
  @Post()
  @Roles('admin')
  @HttpCode(201)
  async add(@Body() dto: GlossaryEntryDto, @Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<GlossaryEntry> {
    const entry = orThrowGlossary(await this.handler.execute(dto.terms, commandContext(req)));
    res.setHeader('ETag', `"${entry.version}"`);
    res.location(`/api/glossary/${encodeURIComponent(entry.id)}`);
    return entry;
  }
}
