import { SetMetadata } from '@nestjs/common';
import type { Role } from '@kb/contracts';

/** Who may call a route. Every route declares one; a route without a declaration is denied. */
export type AccessPolicy = 'public' | 'authenticated' | readonly Role[];
export const ACCESS_KEY = 'kb:access';

export const Access = (policy: AccessPolicy) => SetMetadata(ACCESS_KEY, policy);
export const Public = () => Access('public');
export const Authenticated = () => Access('authenticated');
export const Roles = (...roles: Role[]) => Access(roles);

/** The caller, attached to the request by the session middleware. */
export interface AuthUser {
  id: string;
  name: string;
  role: Role;
  avatarUrl: string | null;
  sessionId: string;
}

declare module 'express-serve-static-core' {
  interface Request {
    user?: AuthUser;
  }
}
