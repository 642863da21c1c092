import { IsArray, IsDefined, IsInt, IsOptional, IsString, Min } from 'class-validator';
import type { GlossaryEntryRequest } from '../glossary.js';

// Decorators run bottom-up and the first failure names the problem, so `IsDefined` sits last.
// Blank, too long, too few or too many terms and a duplicate group are the aggregate's rules (glossary-entry.decider.ts).

/** `POST /api/glossary`, `PUT /api/glossary/:id`: the group's terms; `version` (or `If-Match`) guards an edit. */
export class GlossaryEntryDto implements GlossaryEntryRequest {
  @IsString({ each: true })
  @IsArray()
  @IsDefined()
  terms: string[];

  @IsOptional()
  @Min(1)
  @IsInt()
  version?: number;
}
