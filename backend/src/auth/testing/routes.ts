import { METHOD_METADATA, PATH_METADATA, ROUTE_ARGS_METADATA } from '@nestjs/common/constants.js';
import { RequestMethod } from '@nestjs/common';
import { RouteParamtypes } from '@nestjs/common/enums/route-paramtypes.enum.js';
import { DiscoveryService, MetadataScanner, ModulesContainer, Reflector } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { AccessPolicy } from '../access.js';
import { policyOf } from '../access.guard.js';

export interface RegisteredRoute {
  method: string;
  path: string;
  /** `Controller.handler`, for messages. */
  handler: string;
  policy: AccessPolicy | undefined;
  /** Takes multipart files (`@UploadedFile()` / `@UploadedFiles()`). */
  takesFiles: boolean;
}

const FILE_ARGS = new Set([RouteParamtypes.FILE, RouteParamtypes.FILES]);
function takesFiles(controller: { prototype: unknown }, name: string): boolean {
  const args = (Reflect.getMetadata(ROUTE_ARGS_METADATA, controller, name) ?? {}) as Record<string, unknown>;
  return Object.keys(args).some((key) => FILE_ARGS.has(Number(key.split(':')[0])));
}

const joinPath = (...parts: string[]) =>
  `/${parts
    .map((p) => p.replace(/^\/+|\/+$/g, ''))
    .filter(Boolean)
    .join('/')}`;

/** Every route Nest registered from a controller, with the access policy the AccessGuard will read. */
export function nestRoutes(app: NestExpressApplication): RegisteredRoute[] {
  const discovery = new DiscoveryService(app.get(ModulesContainer));
  const scanner = new MetadataScanner();
  const reflector = app.get(Reflector);
  const routes: RegisteredRoute[] = [];
  for (const wrapper of discovery.getControllers()) {
    const controller = wrapper.metatype as (abstract new (...args: never[]) => unknown) | null;
    if (!controller || !wrapper.instance) continue;
    const bases = ([] as string[]).concat(Reflect.getMetadata(PATH_METADATA, controller) ?? '/');
    const prototype = Object.getPrototypeOf(wrapper.instance);
    for (const name of scanner.getAllMethodNames(prototype)) {
      const handler = prototype[name];
      const paths = Reflect.getMetadata(PATH_METADATA, handler) as string | string[] | undefined;
      if (paths === undefined) continue;
      const method = RequestMethod[Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod];
      for (const base of bases) {
        for (const path of ([] as string[]).concat(paths)) {
          routes.push({
            method,
            path: joinPath(base, path),
            handler: `${controller.name}.${name}`,
            policy: policyOf(reflector, handler, controller),
            takesFiles: takesFiles(controller, name),
          });
        }
      }
    }
  }
  return routes;
}

/** Every route the Express router serves, as `METHOD /path`: what actually answers requests. */
export function expressRoutes(app: NestExpressApplication): string[] {
  const router = app.getHttpAdapter().getInstance().router as {
    stack: Array<{ route?: { path: string; methods: Record<string, boolean> } }>;
  };
  return router.stack.flatMap((layer) =>
    layer.route
      ? Object.keys(layer.route.methods)
          .filter((m) => m !== '_all')
          .map((m) => `${m.toUpperCase()} ${layer.route!.path}`)
      : [],
  );
}
