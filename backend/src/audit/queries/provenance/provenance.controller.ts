import { Controller, Get, Param, Req } from '@nestjs/common';
import type { Request } from 'express';
import { fileQuestionStreamId, type AuditProvenance } from '@kb/contracts';
import { Roles } from '../../../auth/access.js';
import { ApiError, orThrow } from '../../../shared/http/api-error.js';
import { commandContext } from '../../../shared/http/command-context.js';
import { RecordViewHandler } from '../../commands/record-view/record-view.handler.js';
import { ProvenanceReader } from './provenance.reader.js';

@Controller('api/audit/messages')
export class ProvenanceController {
  constructor(
    private readonly reader: ProvenanceReader,
    private readonly views: RecordViewHandler,
  ) {}

  /** The question, the reply and each source as it was then; reading someone else's is recorded first. */
  @Get(':id/provenance')
  @Roles('auditor', 'admin')
  async provenance(@Param('id') id: string, @Req() req: Request): Promise<AuditProvenance> {
    const found = await this.reader.read(id);
    if (!found) throw new ApiError(404, 'audit_message_not_found');
    const ctx = commandContext(req);
    const shown = found.fileId
      ? {
          type: 'FileQuestionAsked',
          conversationId: null,
          ownerId: found.ownerId,
          streamId: fileQuestionStreamId(found.question.messageId),
        }
      : { type: 'MessagePosted', conversationId: found.conversationId, ownerId: found.ownerId };
    orThrow(await this.views.record(ctx, 'provenance', [shown], id));
    return found;
  }
}
