/**
 * What other contexts may use of the audit's provenance (issue 48: the sources panel beside the
 * chat): pure folds of a cited document or knowledge file to the version an answer read, and the
 * passage of a document a reply quoted, found again from the texts.
 */
export { foldUntil, toAuditState } from './domain/document-timeline.js';
export { fileAt } from './domain/file-at.js';
export { locatePassage } from './domain/locate-passage.js';
