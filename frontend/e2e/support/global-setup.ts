import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import { startApp } from './app-process';
import { CHROMIUM_PATH } from './browser';
import { E2E_WORKERS } from './workers';

declare module 'vitest' {
  export interface ProvidedContext {
    /** One app per worker: the journey files of worker N (VITEST_POOL_ID) use baseURLs[N - 1]. */
    baseURLs: string[];
  }
}

/** Browser downloads are blocked here; the project installs Debian's Chromium instead. */
function ensureChromium() {
  if (existsSync(CHROMIUM_PATH)) return;
  console.log('[e2e] Chromium missing: installing it with apt-get');
  execSync('apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y chromium', { stdio: 'inherit' });
  if (!existsSync(CHROMIUM_PATH)) throw new Error(`Chromium still missing at ${CHROMIUM_PATH}`);
}

export default async function setup(project: TestProject) {
  ensureChromium();
  // Journeys can also target an app that is already running (e.g. while developing it).
  const external = process.env.E2E_BASE_URL;
  if (external) {
    project.provide('baseURLs', [external.replace(/\/$/, '')]);
    return;
  }
  const apps = await Promise.all(Array.from({ length: E2E_WORKERS }, (_, i) => startApp(i === 0 ? 'e2e-app' : `e2e-app-${i + 1}`)));
  project.provide(
    'baseURLs',
    apps.map((app) => app.baseURL),
  );
  return async () => void (await Promise.all(apps.map((app) => app.stop())));
}
