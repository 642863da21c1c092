import { Transform } from 'class-transformer';
import { IsDefined, IsIn, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import type { Language } from '../../constants.js';
import { MAX_SIMPLE_CHAT_MESSAGE_LENGTH, type SimpleChatRequest } from '../simple-chat.js';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

export class SimpleChatDto implements SimpleChatRequest {
  @IsDefined()
  @IsString()
  @Transform(trim)
  @IsNotEmpty()
  @MaxLength(MAX_SIMPLE_CHAT_MESSAGE_LENGTH, { context: { max: MAX_SIMPLE_CHAT_MESSAGE_LENGTH } })
  message: string;

  @IsDefined()
  @IsIn(['en', 'ar'])
  language: Language;
}

/** The text fields of `POST /api/simple-chat-with-file` (multipart): the message may be empty when a file is attached. */
export class SimpleChatWithFileDto {
  @IsOptional()
  @IsString()
  @Transform(trim)
  @MaxLength(MAX_SIMPLE_CHAT_MESSAGE_LENGTH, { context: { max: MAX_SIMPLE_CHAT_MESSAGE_LENGTH } })
  message?: string;

  @IsDefined()
  @IsIn(['en', 'ar'])
  language: Language;
}
