// Runs npm scripts at the same time and fails when any of them fails, each one's output printed
// whole when it ends (not interleaved). `npm test` checks types and lint this way: both only read
// the sources, and one at a time they left one of the two cores idle (typecheck 29 s, lint 15 s).
//   node scripts/together.mjs typecheck lint
import { spawn } from 'node:child_process';

const scripts = process.argv.slice(2);
const results = await Promise.all(
  scripts.map(
    (script) =>
      new Promise((resolve) => {
        const started = Date.now();
        const child = spawn('npm', ['run', '--silent', script], { stdio: ['ignore', 'pipe', 'pipe'] });
        let output = '';
        child.stdout.on('data', (chunk) => (output += chunk));
        child.stderr.on('data', (chunk) => (output += chunk));
        child.on('close', (code) => {
          process.stdout.write(`> npm run ${script} (${((Date.now() - started) / 1000).toFixed(1)} s, exit ${code})\n${output}`);
          resolve(code ?? 1);
        });
      }),
  ),
);
process.exit(results.some((code) => code !== 0) ? 1 : 0);
