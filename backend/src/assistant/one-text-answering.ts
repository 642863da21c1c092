/**
 * What the public chat uses to answer from one attached text without the knowledge-base index: the
 * extractive answerer over a throwaway BM25 index of that text alone.
 */
export { extractiveAnswer } from './answer/extractive-answer.js';
export { Bm25Index } from './retrieval/bm25-index.js';
