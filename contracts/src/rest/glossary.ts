import type { GlossaryOrigin } from '../events/glossary.js';

/** Limits of a glossary entry: terms per group and characters per term. */
export const MIN_GLOSSARY_TERMS = 2;
export const MAX_GLOSSARY_TERMS = 40;
export const MAX_GLOSSARY_TERM_LENGTH = 60;

/**
 * One group of terms the assistant treats as equivalent (any language, words or short phrases),
 * as `GET /api/glossary` lists it. `version` counts the entry's own events from 1 and is what an
 * edit sends as `If-Match` or `version`.
 */
export interface GlossaryEntry {
  id: string;
  terms: string[];
  origin: GlossaryOrigin;
  version: number;
  createdBy: string;
  updatedBy: string;
  createdAt: string;
  updatedAt: string;
}

/** `POST /api/glossary` and `PUT /api/glossary/:id`. */
export interface GlossaryEntryRequest {
  terms: string[];
  /** On PUT: the version edited (or send `If-Match`); a stale edit is a 409. */
  version?: number;
}
