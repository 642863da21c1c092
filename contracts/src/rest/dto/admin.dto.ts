import { Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { ROLES, type Role } from '../auth.js';
import type { CreateUserRequest, ResetPasswordRequest, UpdateUserRequest } from '../admin.js';
import { MAX_PASSWORD_LENGTH, MAX_USERNAME_LENGTH } from './auth.dto.js';
import { NotBlank } from './validators.js';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
const MAX_NAME = 100;

/** `POST /api/admin/users`. The password rules themselves are the domain's (password policy). */
export class CreateUserDto implements CreateUserRequest {
  @MaxLength(MAX_USERNAME_LENGTH, { context: { max: MAX_USERNAME_LENGTH } })
  @IsNotEmpty()
  @IsString()
  @Transform(trim)
  username: string;

  @MaxLength(MAX_NAME, { context: { max: MAX_NAME } })
  @NotBlank()
  @IsString()
  @Transform(trim)
  name: string;

  @IsIn(ROLES as Role[])
  @IsString()
  role: Role;

  @MaxLength(MAX_PASSWORD_LENGTH, { context: { max: MAX_PASSWORD_LENGTH } })
  @IsNotEmpty()
  @IsString()
  password: string;
}

/** `PATCH /api/admin/users/{id}`. */
export class UpdateUserDto implements UpdateUserRequest {
  @IsOptional()
  @MaxLength(MAX_NAME, { context: { max: MAX_NAME } })
  @NotBlank()
  @IsString()
  @Transform(trim)
  name?: string;

  @IsOptional()
  @IsIn(ROLES as Role[])
  @IsString()
  role?: Role;

  @IsOptional()
  @IsBoolean()
  disabled?: boolean;
}

/** `POST /api/admin/users/{id}/password`. */
export class ResetPasswordDto implements ResetPasswordRequest {
  @MaxLength(MAX_PASSWORD_LENGTH, { context: { max: MAX_PASSWORD_LENGTH } })
  @IsNotEmpty()
  @IsString()
  password: string;
}
