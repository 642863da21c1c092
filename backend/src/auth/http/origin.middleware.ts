import { Inject, Injectable, type NestMiddleware } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../core/tokens.js';
import { ApiError } from '../../shared/http/api-error.js';
import { isForeignOrigin } from './foreign-origin.js';

/** Refuses state-changing requests sent by another site's page (403 `foreign_origin`). */
@Injectable()
export class OriginMiddleware implements NestMiddleware {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  use(req: Request, _res: Response, next: NextFunction): void {
    const foreign = isForeignOrigin(
      { method: req.method, origin: req.headers.origin, referer: req.headers.referer, host: req.headers.host, scheme: req.protocol },
      this.config,
    );
    next(foreign ? new ApiError(403, 'foreign_origin') : undefined);
  }
}
