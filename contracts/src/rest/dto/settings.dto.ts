import { Type } from 'class-transformer';
import { IsDefined, IsInt, IsNotEmpty, IsNumber, IsString, Max, MaxLength, Min } from 'class-validator';

/** PUT /api/settings. The client sends temperature as a string or a number (SPEC.md section 3). */
export class SettingsDto {
  @IsDefined()
  @Type(() => Number)
  @IsInt()
  @Min(1, { context: { min: 1, max: 128000 } })
  @Max(128000, { context: { min: 1, max: 128000 } })
  maxTokens: number;

  @IsDefined()
  @Type(() => Number)
  @IsNumber({ allowNaN: false, allowInfinity: false })
  @Min(0, { context: { min: 0, max: 1 } })
  @Max(1, { context: { min: 0, max: 1 } })
  temperature: number;

  @IsDefined()
  @IsString()
  @IsNotEmpty()
  @MaxLength(100, { context: { max: 100 } })
  model: string;

  @IsDefined()
  @Type(() => Number)
  @IsInt()
  @Min(1, { context: { min: 1, max: 600000 } })
  @Max(600000, { context: { min: 1, max: 600000 } })
  timeout: number;
}
