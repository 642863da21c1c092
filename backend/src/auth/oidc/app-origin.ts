import type { Request } from 'express';
import type { AppConfig } from '../../config/app-config.js';

/** Where the provider sends the browser back: the public origin when configured, else the origin asked. */
export const appOrigin = (config: Pick<AppConfig, 'publicOrigin'>, req: Request) =>
  config.publicOrigin ?? `${req.protocol}://${req.get('host')}`;
