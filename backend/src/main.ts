import { loadConfig } from './config/app-config.js';
import { startApp } from './app.js';

const config = loadConfig();
const { app, url } = await startApp(config);
const mode = config.databaseUrl ? 'Postgres server' : `embedded PGlite in ${config.dataDir}`;
console.log(`Knowledge-base assistant listening on ${url} (${mode}; event store: ${config.kurrentDbUrl ? 'KurrentDB' : 'Postgres'})`);

// A clean stop: close HTTP and sockets, stop the projections, close the database, exit 0.
let stopping = false;
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    const force = setTimeout(() => {
      console.error('Shutdown took longer than 15 s; exiting.');
      process.exit(1);
    }, 15_000);
    force.unref();
    app.close().then(
      () => process.exit(0),
      (error) => {
        console.error('Shutdown failed:', error);
        process.exit(1);
      },
    );
  });
}
