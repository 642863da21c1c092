import { Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import { logger } from '../observability/logger.js';
import { ApiError } from '../shared/http/api-error.js';
import { ACCESS_KEY, type AccessPolicy } from './access.js';

// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type -- Nest's reflector reads metadata off a handler function and a class, whatever their signatures.
export function policyOf(reflector: Reflector, handler: Function, controller: Function): AccessPolicy | undefined {
  return reflector.getAllAndOverride<AccessPolicy | undefined>(ACCESS_KEY, [handler, controller]);
}

/** Global guard: enforces each route's declared policy and denies routes that declare none. */
@Injectable()
export class AccessGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    if (context.getType() !== 'http') return true;
    const policy = policyOf(this.reflector, context.getHandler(), context.getClass());
    if (policy === undefined) {
      logger('access').error(`Route ${context.getClass().name}.${context.getHandler().name} has no access policy: denied`);
      throw new ApiError(403, 'forbidden');
    }
    if (policy === 'public') return true;
    const user = context.switchToHttp().getRequest<Request>().user;
    if (!user) throw new ApiError(401, 'unauthenticated');
    if (policy === 'authenticated' || policy.includes(user.role)) return true;
    throw new ApiError(403, 'forbidden');
  }
}
