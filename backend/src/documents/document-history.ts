/**
 * What other contexts may read of a document's history: the decider's fold, for the audit
 * context's timeline of versions (it replays the document's events itself).
 */
export { documentDecider, type DocumentState } from './domain/document.decider.js';
