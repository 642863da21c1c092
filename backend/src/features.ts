import type { Type, DynamicModule } from '@nestjs/common';
import { DocumentsModule } from './documents/documents.module.js';
import { RealtimeModule } from './realtime/realtime.module.js';
import { AuthModule } from './auth/auth.module.js';
import { AssistantModule } from './assistant/assistant.module.js';
import { ConversationsModule } from './conversations/conversations.module.js';
import { SettingsModule } from './settings/settings.module.js';
import { CategoriesModule } from './categories/categories.module.js';
import { AuditModule } from './audit/audit.module.js';
import { KnowledgeFilesModule } from './knowledge-files/knowledge-files.module.js';
import { AdminModule } from './admin/admin.module.js';
import { SimpleChatModule } from './simple-chat/simple-chat.module.js';
import { GlossaryModule } from './glossary/glossary.module.js';
import { NotificationsModule } from './notifications/notifications.module.js';
import { SavedModule } from './saved/saved.module.js';
import { EventSourcingModule } from './shared/event-sourcing/event-sourcing.module.js';

/** Bounded contexts mounted by the app; each registers its own routes, projectors and seeders. */
export const FEATURE_MODULES: Array<Type | DynamicModule> = [
  EventSourcingModule,
  RealtimeModule,
  AuthModule,
  SettingsModule,
  CategoriesModule,
  AssistantModule,
  ConversationsModule,
  DocumentsModule,
  AuditModule,
  KnowledgeFilesModule,
  AdminModule,
  SimpleChatModule,
  GlossaryModule,
  NotificationsModule,
  SavedModule,
];
