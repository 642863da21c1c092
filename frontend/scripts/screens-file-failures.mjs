// Screenshots of what issue 44 shows a person (not a test): the Knowledge Files page with a file
// whose reading ended its child process, one refused for a page of absurd size, and one whose
// readings died with the server twice, and the audit log's events of the first, in English and
// Arabic at 1440 and 390 px. Needs `npm run build`. `node frontend/scripts/screens-file-failures.mjs [dir]`
// (default /work/screens/44).
import { spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { gifBomb, userUnitPdf } from '../../backend/dist/hardening/testing/hostile-files.js';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const out = process.argv[2] ?? '/work/screens/44';
mkdirSync(out, { recursive: true });

// The pixel budget raised so the 35-byte GIF reaches the canvas library and aborts the child reading it.
const server = spawn(process.execPath, [join(root, 'backend/dist/main.js')], {
  env: {
    ...process.env,
    PORT: '0',
    DATA_DIR: 'memory://',
    FRONTEND_DIST: join(root, 'frontend/dist'),
    KB_IMAGE_MAX_PIXELS: String(65535 * 65535),
  },
  stdio: ['ignore', 'pipe', 'pipe'],
});
const url = await new Promise((resolveUrl, reject) => {
  let log = '';
  server.stdout.on('data', (chunk) => {
    log += chunk;
    const m = /listening on (http:\/\/\S+)/.exec(log);
    if (m) resolveUrl(m[1].replace('0.0.0.0', '127.0.0.1'));
  });
  server.on('exit', (code) => reject(new Error(`server exited with ${code}\n${log}`)));
});

try {
  // Listening comes before migrations and seeds are done: /health answers 200 once they are.
  while ((await fetch(`${url}/health`).catch(() => null))?.status !== 200) await new Promise((r) => setTimeout(r, 300));
  const login = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: 'admin123' }),
  });
  const cookie = login.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const upload = async (name, bytes) => {
    const form = new FormData();
    form.append('file', new Blob([bytes]), name);
    form.append('description', name === 'pixel.gif' ? 'Flyer from the shared drive' : 'Site plan');
    return (await (await fetch(`${url}/api/knowledge-files`, { method: 'POST', headers: { cookie }, body: form })).json()).id;
  };
  const ids = [await upload('pixel.gif', gifBomb()), await upload('poster.pdf', userUnitPdf(1))];
  for (;;) {
    const files = await (await fetch(`${url}/api/knowledge-files`, { headers: { cookie } })).json();
    if (ids.every((id) => files.find((f) => f.id === id)?.status === 'failed')) break;
    await new Promise((r) => setTimeout(r, 300));
  }
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
  for (const language of ['en', 'ar']) {
    const context = await browser.newContext({ baseURL: url });
    await context.addCookies(
      cookie.split('; ').map((pair) => ({ name: pair.split('=')[0], value: pair.slice(pair.indexOf('=') + 1), url })),
    );
    await context.addInitScript((lang) => localStorage.setItem('language', lang), language);
    const page = await context.newPage();
    for (const width of [1440, 390]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      await page.goto('/knowledge-files');
      await page.getByText('pixel.gif').first().waitFor();
      // The page scrolls inside its frame: the list's last file (the GIF) brought into view.
      await page.getByText('pixel.gif').first().scrollIntoViewIfNeeded();
      await page.waitForTimeout(300);
      await page.screenshot({ path: join(out, `knowledge-files-${language}-${width}.png`) });
      await page.goto(`/audit?stream=knowledge-file-${ids[0]}`);
      await page.locator('tbody tr').first().waitFor();
      await page.locator('tbody tr').last().scrollIntoViewIfNeeded();
      await page.waitForTimeout(300);
      await page.screenshot({ path: join(out, `audit-${language}-${width}.png`) });
    }
    await context.close();
  }
  await browser.close();
  console.log(`screenshots in ${out}`);
} finally {
  server.kill('SIGTERM');
}
