/**
 * What other contexts' specs may use of documents: the demo documents (the answer engine is
 * measured on them) and the library's search index (the analyser's every-caller spec checks that
 * it reads text as the answer engine does).
 */
export { SEED_DOCUMENTS, type SeedDocument } from '../seed/seed-documents.js';
export { DocumentSearchIndex } from '../search/search-index.js';
