import { IsBoolean, IsDefined, IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { MAX_MESSAGE_LENGTH } from '../../constants.js';
import { MAX_FILE_DESCRIPTION_LENGTH, type ChatWithKnowledgeFileRequest, type UpdateKnowledgeFileRequest } from '../knowledge-files.js';
import { NotBlank } from './validators.js';

const description = { context: { max: MAX_FILE_DESCRIPTION_LENGTH } };

// Decorators run bottom-up and the first failure names the problem, so `IsDefined` sits last.

/** `PATCH /api/knowledge-files/:id`. */
export class UpdateKnowledgeFileDto implements UpdateKnowledgeFileRequest {
  @IsOptional()
  @IsBoolean()
  isKnowledgeSource?: boolean;

  @IsOptional()
  @MaxLength(MAX_FILE_DESCRIPTION_LENGTH, description)
  @IsString()
  description?: string;

  @IsOptional()
  @IsBoolean()
  saveAsKnowledgeFile?: boolean;
}

/** `POST /api/chat-with-knowledge-file/:id`. */
export class ChatWithKnowledgeFileDto implements ChatWithKnowledgeFileRequest {
  @MaxLength(MAX_MESSAGE_LENGTH, { context: { max: MAX_MESSAGE_LENGTH } })
  @NotBlank()
  @IsString()
  @IsDefined()
  message: string;

  @IsOptional()
  @IsIn(['en', 'ar'])
  language?: 'en' | 'ar';
}
