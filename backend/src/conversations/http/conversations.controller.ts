import { randomUUID } from 'node:crypto';
import { Body, Controller, Delete, Get, HttpCode, Param, ParseUUIDPipe, Post, Put, Query, Req } from '@nestjs/common';
import type { Request } from 'express';
import { DEFAULT_CONVERSATION_TITLE, type ChangesResponse, type Conversation, type Message } from '@kb/contracts';
import { CreateConversationDto, RenameConversationDto } from '@kb/contracts/dto';
import { Authenticated } from '../../auth/access.js';
import { ApiError } from '../../shared/http/api-error.js';
import { commandContext } from '../../shared/http/command-context.js';
import { ConversationCommands } from '../conversation-commands.js';
import { ConversationQueries } from '../read-model/conversation-queries.js';

const uuid = new ParseUUIDPipe({ exceptionFactory: () => new ApiError(404, 'not_found') });

/** The caller's own conversations; anyone else's answer 404 as if they did not exist. */
@Controller('api/conversations')
@Authenticated()
export class ConversationsController {
  constructor(
    private readonly commands: ConversationCommands,
    private readonly queries: ConversationQueries,
  ) {}

  @Get()
  list(@Req() req: Request): Promise<Conversation[]> {
    return this.queries.list(req.user!.id);
  }

  /** Reconnecting tabs ask what changed since the time of their last sync (`since`, ISO). */
  @Get('changes')
  async changes(@Req() req: Request, @Query('since') since?: string): Promise<ChangesResponse> {
    const at = new Date(since ?? '');
    if (Number.isNaN(at.getTime())) throw new ApiError(400, 'field_invalid', { field: 'since' });
    const position = new Date().toISOString();
    return { position, ...(await this.queries.changesSince(req.user!.id, at)) };
  }

  @Post()
  async create(@Req() req: Request, @Body() body: CreateConversationDto): Promise<Conversation> {
    const id = randomUUID();
    await this.commands.run({ type: 'Start', conversationId: id, ownerId: req.user!.id, title: body.title || DEFAULT_CONVERSATION_TITLE }, commandContext(req));
    return (await this.queries.find(req.user!.id, id))!;
  }

  @Put(':id')
  async rename(@Req() req: Request, @Param('id', uuid) id: string, @Body() body: RenameConversationDto): Promise<Conversation> {
    await this.commands.run({ type: 'Rename', conversationId: id, ownerId: req.user!.id, title: body.title }, commandContext(req));
    return (await this.queries.find(req.user!.id, id))!;
  }

  @Delete(':id')
  @HttpCode(204)
  async remove(@Req() req: Request, @Param('id', uuid) id: string): Promise<void> {
    await this.commands.run({ type: 'Delete', conversationId: id, ownerId: req.user!.id }, commandContext(req));
  }

  @Get(':id/messages')
  async messages(@Req() req: Request, @Param('id', uuid) id: string): Promise<Message[]> {
    if (!(await this.queries.find(req.user!.id, id))) throw new ApiError(404, 'not_found');
    return this.queries.messages(req.user!.id, id);
  }
}
