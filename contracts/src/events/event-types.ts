import type { AuditDomainEvent } from './audit.js';
import type { ConversationEvent } from './conversations.js';
import type { DocumentEvent } from './documents.js';
import type { FileQuestionEvent } from './file-questions.js';
import type { GlossaryEvent } from './glossary.js';
import type { KbUpdatesEvent } from './kb-updates.js';
import type { KnowledgeFileEvent } from './knowledge-files.js';
import type { CategoryEvent, ComplianceEvent, SettingsEvent, SiteSettingsEvent } from './settings.js';
import type { SavedItemEvent } from './saved-items.js';
import type { SimpleChatEvent } from './simple-chat.js';
import type { UserEvent } from './users.js';

/** Every event the product records: what the audit log can show (each type needs a label in every language). */
export type AnyRecordedEvent =
  | AuditDomainEvent
  | ConversationEvent
  | DocumentEvent
  | FileQuestionEvent
  | GlossaryEvent
  | KbUpdatesEvent
  | KnowledgeFileEvent
  | CategoryEvent
  | ComplianceEvent
  | SettingsEvent
  | SiteSettingsEvent
  | SavedItemEvent
  | SimpleChatEvent
  | UserEvent;
export type RecordedEventType = AnyRecordedEvent['type'];
