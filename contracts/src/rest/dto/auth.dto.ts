import { Transform } from 'class-transformer';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import type { LoginRequest } from '../auth.js';

export const MAX_USERNAME_LENGTH = 64;
/** argon2 hashes any length, but a megabyte "password" is only a way to burn our CPU. */
export const MAX_PASSWORD_LENGTH = 256;

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** `POST /api/auth/login`. Both fields are required (SPEC.md section 5); the username is trimmed. */
export class LoginDto implements LoginRequest {
  @Transform(trim)
  @IsNotEmpty()
  @IsString()
  @MaxLength(MAX_USERNAME_LENGTH, { context: { max: MAX_USERNAME_LENGTH } })
  username: string;

  @IsNotEmpty()
  @IsString()
  @MaxLength(MAX_PASSWORD_LENGTH, { context: { max: MAX_PASSWORD_LENGTH } })
  password: string;
}

/** `POST /api/auth/password`: a signed-in person with a local account replaces their own password. */
export class ChangeOwnPasswordDto {
  @IsNotEmpty()
  @IsString()
  @MaxLength(MAX_PASSWORD_LENGTH, { context: { max: MAX_PASSWORD_LENGTH } })
  currentPassword: string;

  @IsNotEmpty()
  @IsString()
  @MaxLength(MAX_PASSWORD_LENGTH, { context: { max: MAX_PASSWORD_LENGTH } })
  newPassword: string;
}
