import { loadConfig } from './config/app-config.js';
import { startApp } from './app.js';

const config = loadConfig();
const { url } = await startApp(config);
const mode = config.databaseUrl ? 'Postgres server' : `embedded PGlite in ${config.dataDir}`;
console.log(`Knowledge-base assistant listening on ${url} (${mode}; event store: ${config.kurrentDbUrl ? 'KurrentDB' : 'Postgres'})`);
