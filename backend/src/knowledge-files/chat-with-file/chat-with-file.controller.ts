import { Body, Controller, HttpCode, Param, Post, Req } from '@nestjs/common';
import type { Request } from 'express';
import type { ChatWithKnowledgeFileResponse } from '@kb/contracts';
import { ChatWithKnowledgeFileDto } from '@kb/contracts/dto';
import { Authenticated } from '../../auth/access.js';
import { commandContext } from '../../shared/http/command-context.js';
import { orThrowFile } from '../http/file-input.js';
import { ChatWithFileHandler } from './chat-with-file.handler.js';

@Controller('api/chat-with-knowledge-file')
export class ChatWithFileController {
  constructor(private readonly handler: ChatWithFileHandler) {}

  /** `message`, `language` (ar or en) → `{reply, …}`, the question and answer recorded. Someone else's file: 404. */
  @Post(':id')
  @Authenticated()
  @HttpCode(200)
  async chat(@Param('id') id: string, @Body() dto: ChatWithKnowledgeFileDto, @Req() req: Request): Promise<ChatWithKnowledgeFileResponse> {
    return orThrowFile(await this.handler.execute(id, req.user!.id, dto.message.trim(), dto.language, commandContext(req)));
  }
}
