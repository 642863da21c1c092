import { Transform } from 'class-transformer';
import { IsDefined, IsIn, IsOptional, IsString, IsUUID, MaxLength } from 'class-validator';
import {
  MAX_SAVED_SEARCH_LENGTH,
  SAVED_ITEM_KINDS,
  type ListSavedItemsQuery,
  type SaveItemRequest,
  type SavedItemKind,
} from '../saved-items.js';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** `POST /api/saved`: the message to keep (one of the caller's own; the server checks). */
export class SaveItemDto implements SaveItemRequest {
  @IsUUID()
  @IsString()
  @IsDefined()
  messageId: string;
}

/** `GET /api/saved?type=&q=`. */
export class ListSavedItemsDto implements ListSavedItemsQuery {
  @IsOptional()
  @IsIn(SAVED_ITEM_KINDS)
  type?: SavedItemKind;

  @IsOptional()
  @MaxLength(MAX_SAVED_SEARCH_LENGTH, { context: { max: MAX_SAVED_SEARCH_LENGTH } })
  @Transform(trim)
  @IsString()
  q?: string;
}
