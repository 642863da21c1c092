/**
 * The vocabulary shipped with the product: groups of words that stand for one another when a
 * question is planned (general workplace, IT and telecom words and common Gulf-dialect forms).
 * It is the Glossary's starting content; admins edit it from the Glossary tab.
 */
import { vocabularyData } from './words.js';
import type { GlossaryGroup } from './glossary.js';

/** `words/shipped-groups.json`: general workplace, IT and telecom words, Arabic formal and Gulf forms. */
const GROUPS = vocabularyData<{ groups: string[][] }>('shipped-groups').groups;

/** The shipped groups, each with a stable id (`shipped-<n>`, its position: append new groups at the end of the file). */
export function shippedGroups(): readonly GlossaryGroup[] {
  return GROUPS.map((terms, i) => ({ id: `shipped-${i + 1}`, terms }));
}
