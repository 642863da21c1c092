import { Global, Module, type DynamicModule } from '@nestjs/common';
import type { AppConfig } from '../config/app-config.js';
import { Database } from '../database/database.js';
import type { EventStore } from '../event-store/event-store.port.js';
import { PostgresEventStore } from '../event-store/postgres/postgres-event-store.js';
import { ProjectionRunner } from '../projections/projection-runner.js';
import { AppLifecycle } from './lifecycle.js';
import { SeedRegistry } from './seeders.js';
import { APP_CONFIG, EVENT_STORE } from './tokens.js';

/** Process-wide infrastructure: configuration, the database, the event store, the projection runner. */
@Global()
@Module({})
export class CoreModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: CoreModule,
      providers: [
        { provide: APP_CONFIG, useValue: config },
        { provide: Database, useFactory: () => Database.open(config) },
        {
          provide: EVENT_STORE,
          inject: [Database],
          useFactory: async (db: Database): Promise<EventStore> => {
            // The KurrentDB client (gRPC and protobuf) is loaded only when it is used: 150 ms of
            // start and about 27 MB of memory in every instance that stores its events in Postgres.
            const store = config.kurrentDbUrl
              ? new (await import('../event-store/kurrentdb/kurrentdb-event-store.js')).KurrentDbEventStore(config.kurrentDbUrl)
              : new PostgresEventStore(db);
            await store.init();
            return store;
          },
        },
        {
          provide: ProjectionRunner,
          inject: [Database, EVENT_STORE],
          useFactory: (db: Database, store: EventStore) => new ProjectionRunner(db, store),
        },
        SeedRegistry,
        AppLifecycle,
      ],
      exports: [APP_CONFIG, Database, EVENT_STORE, ProjectionRunner, SeedRegistry, AppLifecycle],
    };
  }
}
