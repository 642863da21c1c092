import { Transform } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsDefined, IsIn, IsInt, IsNumber, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { CONTEXT_CHARS_RANGE } from '../../constants.js';
import type { ChatSettings, LanguageSettings, SettingsInput } from '../settings.js';
import { NotBlank, numberFromText } from './validators.js';

const tokens = { context: { min: 1, max: 128000 } };
const temperature = { context: { min: 0, max: 1 } };
const timeout = { context: { min: 1, max: 600000 } };
const contextChars = { context: CONTEXT_CHARS_RANGE };
const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

// Decorators run bottom-up and the first failure names the problem, so `IsDefined` sits last.

/**
 * PUT /api/settings. Numbers may come as numbers or as decimal text (the client sends temperature
 * as a string, SPEC.md section 3); booleans and blank text are refused, never read as 1 or 0.
 */
export class SettingsDto implements SettingsInput {
  @Max(128000, tokens)
  @Min(1, tokens)
  @IsInt()
  @IsDefined()
  @Transform(numberFromText)
  maxTokens: number;

  @Max(1, temperature)
  @Min(0, temperature)
  @IsNumber({ allowNaN: false, allowInfinity: false })
  @IsDefined()
  @Transform(numberFromText)
  temperature: number;

  @MaxLength(100, { context: { max: 100 } })
  @NotBlank()
  @IsString()
  @IsDefined()
  @Transform(trim)
  model: string;

  @Max(600000, timeout)
  @Min(1, timeout)
  @IsInt()
  @IsDefined()
  @Transform(numberFromText)
  timeout: number;

  @Max(CONTEXT_CHARS_RANGE.max, contextChars)
  @Min(CONTEXT_CHARS_RANGE.min, contextChars)
  @IsInt()
  @IsOptional()
  @Transform(numberFromText)
  contextChars?: number;
}

const welcome = { context: { max: 500 } };
const suggestion = { context: { max: 200 } };
const suggestionCount = { context: { max: 6 } };
const trimEach = ({ value }: { value: unknown }) =>
  Array.isArray(value) ? value.map((v) => (typeof v === 'string' ? v.trim() : v)).filter((v) => v !== '') : value;

/** PUT /api/site-settings/chat: welcome texts (blank: the built-in one) and up to six suggestions per language. */
export class ChatSettingsDto implements ChatSettings {
  @MaxLength(500, welcome)
  @IsString()
  @IsDefined()
  @Transform(trim)
  welcomeEn: string;

  @MaxLength(500, welcome)
  @IsString()
  @IsDefined()
  @Transform(trim)
  welcomeAr: string;

  @MaxLength(200, { ...suggestion, each: true })
  @IsString({ each: true })
  @ArrayMaxSize(6, suggestionCount)
  @IsArray()
  @IsDefined()
  @Transform(trimEach)
  suggestionsEn: string[];

  @MaxLength(200, { ...suggestion, each: true })
  @IsString({ each: true })
  @ArrayMaxSize(6, suggestionCount)
  @IsArray()
  @IsDefined()
  @Transform(trimEach)
  suggestionsAr: string[];
}

/** PUT /api/site-settings/language. */
export class LanguageSettingsDto implements LanguageSettings {
  @IsIn(['en', 'ar'])
  @IsDefined()
  defaultLanguage: 'en' | 'ar';
}

/** POST /api/categories and PATCH /api/categories/:code: a category's names in both languages. */
export class CategoryLabelsDto {
  @MaxLength(60, { context: { max: 60 } })
  @NotBlank()
  @IsString()
  @IsDefined()
  @Transform(trim)
  en: string;

  @MaxLength(60, { context: { max: 60 } })
  @NotBlank()
  @IsString()
  @IsDefined()
  @Transform(trim)
  ar: string;
}
