// The test suite needs Debian packages that npm cannot bring: Chromium (Playwright journeys, and the
// PDFs and PNGs the knowledge-files tests print) and fonts-noto-core (Noto Naskh and Noto Sans Arabic:
// the fonts Arabic circulars are printed with, whose lam-alef and lam-yaa ligatures extraction must
// undo; the fidelity suite's PDFs are printed with them, bench/fidelity/generate.mjs). OCR data for both languages comes from npm
// (@tesseract.js-data/eng and /ara). Browser downloads are blocked on these machines, so `npm test`
// installs the package when it is missing.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const NEEDED = [
  { pkg: 'chromium', file: '/usr/bin/chromium' },
  { pkg: 'fonts-noto-core', file: '/usr/share/fonts/truetype/noto/NotoNaskhArabic-Regular.ttf' },
];

const missing = NEEDED.filter((n) => !existsSync(n.file)).map((n) => n.pkg);
if (missing.length > 0) {
  console.log(`[test] installing Debian packages the suite needs: ${missing.join(' ')}`);
  const sudo = process.getuid?.() === 0 ? '' : 'sudo ';
  execSync(`${sudo}apt-get update && ${sudo}env DEBIAN_FRONTEND=noninteractive apt-get install -y ${missing.join(' ')}`, {
    stdio: 'inherit',
  });
  const still = NEEDED.filter((n) => !existsSync(n.file));
  if (still.length > 0) throw new Error(`still missing after apt-get: ${still.map((n) => n.file).join(', ')}`);
}
