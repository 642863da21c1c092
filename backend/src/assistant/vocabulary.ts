/**
 * What other contexts may use of the assistant's vocabulary: the Glossary seam the glossary
 * context installs its read model into, and the shipped groups it starts from.
 */
export { Glossary, activeGlossary, useGlossary, type GlossaryGroup } from './vocabulary/glossary.js';
export { shippedGroups } from './vocabulary/shipped.js';
