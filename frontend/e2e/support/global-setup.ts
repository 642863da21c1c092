import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import { chromium } from 'playwright-core';
import { startApp } from './app-process';
import { CHROMIUM_OPTIONS, CHROMIUM_PATH } from './chromium';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    /** The run's shared Chromium (playwright's browser server), which `launchBrowser` connects to. */
    chromiumEndpoint: string;
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
  // One Chromium for the whole run: each file connects and opens its own contexts (own cookies and
  // storage), instead of launching a browser of its own (seconds each on a loaded machine).
  const browserServer = await chromium.launchServer(CHROMIUM_OPTIONS);
  project.provide('chromiumEndpoint', browserServer.wsEndpoint());
  // Journeys can also target an app that is already running (e.g. while developing it).
  const external = process.env.E2E_BASE_URL;
  if (external) {
    project.provide('baseURL', external.replace(/\/$/, ''));
    return () => browserServer.close();
  }
  let app;
  try {
    app = await startApp('e2e-app');
  } catch (error) {
    await browserServer.close();
    throw error;
  }
  project.provide('baseURL', app.baseURL);
  return async () => {
    await app.stop();
    await browserServer.close();
  };
}
