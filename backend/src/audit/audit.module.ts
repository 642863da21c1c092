import { Module, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { EVENT_STORE } from '../core/tokens.js';
import { Database } from '../database/database.js';
import type { EventStore } from '../event-store/event-store.port.js';
import { RecordViewHandler } from './commands/record-view/record-view.handler.js';
import { VerifyChainHandler } from './commands/verify/verify-chain.handler.js';
import { VerifyController } from './commands/verify/verify.controller.js';
import { AuditTail } from './live/audit-tail.js';
import { DocumentHistoryController } from './queries/document-history/document-history.controller.js';
import { ExportAuditEventsController } from './queries/export-events/export-events.controller.js';
import { KnowledgeBaseAsOfController } from './queries/knowledge-base/knowledge-base.controller.js';
import { AuditPickersController } from './queries/list-events/audit-pickers.controller.js';
import { ListAuditEventsController } from './queries/list-events/list-events.controller.js';
import { ProvenanceController } from './queries/provenance/provenance.controller.js';
import { ProvenanceReader } from './queries/provenance/provenance.reader.js';
import { AuditLogFollower } from './read-model/audit-log.follower.js';
import { AuditLogQueries } from './read-model/audit-log.queries.js';
import { AUDIT_MESSAGES } from './http/audit-messages.js';
import { messagesProvider } from '../shared/i18n/messages.js';

/**
 * Audit (DESIGN.md decision 11): the `audit_log` ledger that numbers and hash-chains every event,
 * the log and its export, documents and the knowledge base as of any time, the provenance of an
 * answer, digest and verification, the live tail, and the record of who read whose conversations.
 */
@Module({
  controllers: [
    ListAuditEventsController,
    ExportAuditEventsController,
    DocumentHistoryController,
    KnowledgeBaseAsOfController,
    ProvenanceController,
    VerifyController,
    AuditPickersController,
  ],
  providers: [
    messagesProvider(AUDIT_MESSAGES),
    {
      provide: AuditLogFollower,
      inject: [Database, EVENT_STORE],
      useFactory: (db: Database, store: EventStore) => new AuditLogFollower(db, store),
    },
    { provide: AuditLogQueries, inject: [Database], useFactory: (db: Database) => new AuditLogQueries(db) },
    RecordViewHandler,
    VerifyChainHandler,
    ProvenanceReader,
    AuditTail,
  ],
  exports: [AuditLogFollower, AuditLogQueries],
})
export class AuditModule implements OnApplicationBootstrap, OnModuleDestroy {
  private unsubscribe: (() => void) | null = null;

  constructor(
    private readonly follower: AuditLogFollower,
    private readonly tail: AuditTail,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.follower.migrate();
    if (process.env.KB_NO_PROJECTIONS === '1') return;
    this.unsubscribe = this.follower.onAppended(this.tail.onAppended);
    await this.follower.start();
  }

  async onModuleDestroy(): Promise<void> {
    this.unsubscribe?.();
    await this.follower.stop();
  }
}
