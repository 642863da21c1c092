import { Controller, Get, Param, Req } from '@nestjs/common';
import type { Request } from 'express';
import type { AnswerSources } from '@kb/contracts';
import { Authenticated } from '../../../auth/access.js';
import { ApiError } from '../../../shared/http/api-error.js';
import { uuidParam } from '../../http/conversation-http.js';
import { AnswerSourcesReader } from './answer-sources.reader.js';

@Controller('api/messages')
@Authenticated()
export class AnswerSourcesController {
  constructor(private readonly reader: AnswerSourcesReader) {}

  /** The sources of one of the caller's answers as it read them; anyone else's message is a 404, whatever the role. */
  @Get(':id/sources')
  async sources(@Req() req: Request, @Param('id', uuidParam) id: string): Promise<AnswerSources> {
    const role = req.user!.role;
    const found = await this.reader.read(req.user!.id, id, role === 'admin' || role === 'auditor');
    if (!found) throw new ApiError(404, 'not_found');
    return found;
  }
}
