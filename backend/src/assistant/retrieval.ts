/**
 * What other contexts may use of the retrieval index: the index itself (which documents are
 * searchable) and its projector's name, which commands wait for before answering.
 */
export { RETRIEVAL_PROJECTOR, RetrievalIndex } from './read-model/retrieval-index.projector.js';
