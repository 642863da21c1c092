import { existsSync } from 'node:fs';
import { listenAddressOf } from './config/listen-address.js';
import { listenFirst } from './shared/http/listen-first/listen-first.js';

// The port before anything else (issue 50): loading the modules below, building the app and opening
// the database take seconds; meanwhile /health/live answers 200, /health/ready 503 "starting", and
// every other request a 503 with Retry-After. These two imports load node:http and the messages only.
const { port, host } = listenAddressOf();
const early = await listenFirst(port, host);

const { startTracing } = await import('./observability/tracing.js');
// Traces only when the standard OTEL_* variables ask for them; started before the app's modules
// load so that HTTP, Express, pg, Redis and Socket.IO are instrumented.
const tracing = await startTracing();
const { served, bundled } = await loadServed(Boolean(tracing));
const { loadConfig, lifecycleOf, startApp, logger } = served;

const config = loadConfig();
const { app, url } = await startApp(config, { early });
const log = logger('main');
// The port is open now; the read models catch up behind it (/health/ready says when they are done).
// Read models that cannot start at all (migrations) leave nothing to serve: exit, as before.
lifecycleOf(app)
  .whenReady()
  .catch((error) => {
    log.error({ err: error }, 'The read models could not start; exiting.');
    process.exit(1);
  });
const mode = config.databaseUrl ? 'Postgres server' : `embedded PGlite in ${config.dataDir}`;
log.info(
  {
    url,
    database: config.databaseUrl ? 'postgres' : 'pglite',
    eventStore: config.kurrentDbUrl ? 'kurrentdb' : 'postgres',
    tracing: Boolean(tracing),
    bundled,
    metricsPort: config.metricsPort,
  },
  `Knowledge-base assistant listening on ${url} (${mode}; event store: ${config.kurrentDbUrl ? 'KurrentDB' : 'Postgres'})`,
);

// A clean stop: close HTTP and sockets, stop the projections, close the database, exit 0.
let stopping = false;
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    const force = setTimeout(() => {
      log.error('Shutdown took longer than 15 s; exiting.');
      process.exit(1);
    }, 15_000);
    force.unref();
    app
      .close()
      .then(() => tracing?.shutdown())
      .then(
        () => process.exit(0),
        (error) => {
          log.error({ err: error }, 'Shutdown failed');
          process.exit(1);
        },
      );
  });
}

/**
 * The app as `npm run build` bundled it (dist/bundle/served.js, scripts/bundle-backend.mjs: a few
 * files where Node would load about 1,900 one by one, 0.6 s less of each start), or module by module:
 * with tracing on, whose instrumentations patch Express, pg, Redis and Socket.IO as Node loads them,
 * and when there is no bundle (a build by swc alone).
 */
async function loadServed(tracing: boolean): Promise<{ served: typeof import('./served.js'); bundled: boolean }> {
  const bundle = new URL('./bundle/served.js', import.meta.url);
  if (!tracing && existsSync(bundle)) return { served: (await import(bundle.href)) as typeof import('./served.js'), bundled: true };
  return { served: await import('./served.js'), bundled: false };
}
