import { Transform } from 'class-transformer';
import { IsBoolean, IsDefined, IsNotEmpty, IsOptional, IsString, IsUUID, MaxLength } from 'class-validator';
import { MAX_MESSAGE_LENGTH, MAX_TITLE_LENGTH } from '../../constants.js';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

export class CreateConversationDto {
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

export class SendMessageDto {
  @IsDefined()
  @IsString()
  @Transform(trim)
  @IsNotEmpty()
  @MaxLength(MAX_MESSAGE_LENGTH, { context: { max: MAX_MESSAGE_LENGTH } })
  content: string;

  @IsOptional()
  @IsUUID()
  conversationId?: string;
}

export class FeedbackDto {
  @IsDefined()
  @IsBoolean()
  helpful: boolean;
}
