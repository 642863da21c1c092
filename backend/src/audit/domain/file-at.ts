import { KNOWLEDGE_FILE_EVENT_TYPES, type KnowledgeFileEvent } from '@kb/contracts';
import type { StoredEvent } from '../../event-store/event-store.port.js';
import { decodeEventOf } from '../../shared/event-sourcing/decider.js';

/** A knowledge file as an answer read it: its name and extracted text at one version of its stream. */
export interface FileAt {
  version: number;
  filename: string | null;
  text: string | null;
}

/**
 * The file after its first `version` events (all of them when null), or after the events handled
 * at or before `asOf`: the name it was uploaded under and the last text read from it. Deleted is
 * nothing: the bytes and the file are gone (the events keep the name, not the text's meaning).
 */
export function fileAt(events: StoredEvent[], until: { version: number } | { asOf: Date }): FileAt {
  let at: FileAt = { version: 0, filename: null, text: null };
  for (const stored of events) {
    if ('version' in until ? stored.streamVersion >= until.version : new Date(stored.metadata.at) > until.asOf) break;
    const e = decodeEventOf<KnowledgeFileEvent>(stored, KNOWLEDGE_FILE_EVENT_TYPES);
    const version = stored.streamVersion + 1;
    switch (e?.type) {
      case 'KnowledgeFileUploaded':
        at = { version, filename: e.data.originalFilename, text: null };
        break;
      case 'KnowledgeFileTextExtracted':
        at = { ...at, version, text: e.data.text };
        break;
      default:
        at = { ...at, version };
    }
  }
  return at;
}
