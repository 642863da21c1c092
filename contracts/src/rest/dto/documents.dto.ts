import { Type } from 'class-transformer';
import { IsDefined, IsInt, IsOptional, IsString, MaxLength, Min } from 'class-validator';
import { MAX_DOCUMENT_CONTENT_LENGTH, MAX_TITLE_LENGTH } from '../../constants.js';
import { NotBlank } from './validators.js';
import type { CreateDocumentRequest, DocumentListQuery, UpdateDocumentRequest } from '../documents.js';

/** Maximum length of a search text and of a category or status value in a query string. */
export const MAX_DOCUMENT_QUERY_LENGTH = 200;

const title = { context: { max: MAX_TITLE_LENGTH } };
const content = { context: { max: MAX_DOCUMENT_CONTENT_LENGTH } };
const short = { context: { max: MAX_DOCUMENT_QUERY_LENGTH } };

// Decorators run bottom-up and the first failure names the problem, so `IsDefined` sits last.

/**
 * `POST /api/documents` (and `PUT`, which replaces all editable fields). `category` is a code or
 * any label of SPEC.md section 3; `status` defaults to active. `createdBy`/`updatedBy` sent by the
 * manager page are ignored: the server records the signed-in user.
 */
export class CreateDocumentDto implements CreateDocumentRequest {
  @MaxLength(MAX_TITLE_LENGTH, title)
  @NotBlank()
  @IsString()
  @IsDefined()
  title: string;

  @MaxLength(MAX_DOCUMENT_CONTENT_LENGTH, content)
  @NotBlank()
  @IsString()
  @IsDefined()
  content: string;

  @MaxLength(MAX_DOCUMENT_QUERY_LENGTH, short)
  @NotBlank()
  @IsString()
  @IsDefined()
  category: string;

  @IsOptional()
  @MaxLength(MAX_DOCUMENT_QUERY_LENGTH, short)
  @IsString()
  status?: CreateDocumentRequest['status'];
}

/** `PUT /api/documents/:id`: every editable field; `version` (or `If-Match`) guards against stale edits. */
export class ReplaceDocumentDto extends CreateDocumentDto implements UpdateDocumentRequest {
  @IsOptional()
  @Min(1)
  @IsInt()
  version?: number;
}

/** `PATCH /api/documents/:id`: any of the fields; `version` (or `If-Match`) guards against stale edits. */
export class PatchDocumentDto implements UpdateDocumentRequest {
  @IsOptional()
  @MaxLength(MAX_TITLE_LENGTH, title)
  @NotBlank()
  @IsString()
  title?: string;

  @IsOptional()
  @MaxLength(MAX_DOCUMENT_CONTENT_LENGTH, content)
  @NotBlank()
  @IsString()
  content?: string;

  @IsOptional()
  @MaxLength(MAX_DOCUMENT_QUERY_LENGTH, short)
  @NotBlank()
  @IsString()
  category?: string;

  @IsOptional()
  @MaxLength(MAX_DOCUMENT_QUERY_LENGTH, short)
  @IsString()
  status?: UpdateDocumentRequest['status'];

  @IsOptional()
  @Min(1)
  @IsInt()
  version?: number;
}

/**
 * `GET /api/documents` query string. `query` and `search` mean the same. An empty or `all`
 * category means every category; an empty status means the default (`active`), `all` every status.
 */
export class ListDocumentsQueryDto implements Omit<DocumentListQuery, 'page' | 'limit' | 'status'> {
  @IsOptional()
  @MaxLength(MAX_DOCUMENT_QUERY_LENGTH, short)
  @IsString()
  query?: string;

  @IsOptional()
  @MaxLength(MAX_DOCUMENT_QUERY_LENGTH, short)
  @IsString()
  search?: string;

  @IsOptional()
  @MaxLength(MAX_DOCUMENT_QUERY_LENGTH, short)
  @IsString()
  category?: string;

  @IsOptional()
  @MaxLength(MAX_DOCUMENT_QUERY_LENGTH, short)
  @IsString()
  status?: string;

  // Ranges are checked by the route: page >= 1, limit >= 1, a limit above 100 is lowered to 100.
  @IsOptional()
  @IsInt()
  @Type(() => Number)
  page?: number;

  @IsOptional()
  @IsInt()
  @Type(() => Number)
  limit?: number;
}
