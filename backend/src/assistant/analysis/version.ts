import { createHash } from 'node:crypto';
import { vocabularyData } from '../vocabulary/words.js';

/** Raised by hand when a change of the analyser's code changes the terms it makes. */
const REVISION = 3;
/** The vocabulary files the analyser's terms depend on. */
const FILES = ['stop-words', 'units', 'question-generic-words'];

/**
 * What the analyser's terms are made with: its code revision and a hash of its vocabulary. Read
 * models that store terms (the library's `documents.search`, the analytics' question terms) carry
 * it as their projector's version, so a start after the analyser changed rebuilds them.
 */
export const ANALYSER_VERSION = `${REVISION}-${createHash('sha256')
  .update(JSON.stringify(FILES.map((name) => vocabularyData(name))))
  .digest('hex')
  .slice(0, 12)}`;
