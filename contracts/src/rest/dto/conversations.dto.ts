import { Transform } from 'class-transformer';
import { IsBoolean, IsDefined, IsInt, IsNotEmpty, IsOptional, IsString, IsUUID, Max, MaxLength, Min } from 'class-validator';
import { MAX_CONVERSATIONS_PAGE_SIZE, MAX_MESSAGE_LENGTH, MAX_TITLE_LENGTH } from '../../constants.js';
import type { CreateConversationRequest, ListConversationsQuery, SendMessageRequest } from '../conversations.js';
import { numberFromText } from './validators.js';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

export class CreateConversationDto implements CreateConversationRequest {
  @IsOptional()
  @IsUUID()
  id?: string;

  @IsOptional()
  @IsString()
  @Transform(trim)
  @MaxLength(MAX_TITLE_LENGTH, { context: { max: MAX_TITLE_LENGTH } })
  title?: string;
}

export class RenameConversationDto {
  @IsDefined()
  @IsString()
  @Transform(trim)
  @IsNotEmpty()
  @MaxLength(MAX_TITLE_LENGTH, { context: { max: MAX_TITLE_LENGTH } })
  title: string;

  /** SPEC.md's rename call also sends the id in the body; the path wins. */
  @IsOptional()
  @IsString()
  conversationId?: string;
}

export class SendMessageDto implements SendMessageRequest {
  @IsDefined()
  @IsString()
  @Transform(trim)
  @IsNotEmpty()
  @MaxLength(MAX_MESSAGE_LENGTH, { context: { max: MAX_MESSAGE_LENGTH } })
  content: string;

  @IsOptional()
  @IsUUID()
  conversationId?: string;

  @IsOptional()
  @IsUUID()
  id?: string;

  @IsOptional()
  @IsUUID()
  newConversationId?: string;

  @IsOptional()
  @IsUUID()
  attachmentFileId?: string;
}

const pageSize = { context: { min: 1, max: MAX_CONVERSATIONS_PAGE_SIZE } };

/** `GET /api/conversations?limit=&cursor=`; the cursor is opaque (the server checks it). */
export class ListConversationsDto implements ListConversationsQuery {
  // Bottom-up: a word is reported as the wrong type, a number outside as out of range.
  @IsOptional()
  @Max(MAX_CONVERSATIONS_PAGE_SIZE, pageSize)
  @Min(1, pageSize)
  @IsInt()
  @Transform(numberFromText)
  limit?: number;

  @IsOptional()
  @IsString()
  @MaxLength(200, { context: { max: 200 } })
  cursor?: string;
}

export class FeedbackDto {
  @IsDefined()
  @IsBoolean()
  helpful: boolean;
}

/** `POST /api/conversations/:id/feedback`: "Was this conversation useful?" Yes (true) or No (false). */
export class ConversationFeedbackDto {
  @IsDefined()
  @IsBoolean()
  useful: boolean;
}
