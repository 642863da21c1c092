/**
 * What other contexts' specs may use of the assistant: the shipped vocabulary the glossary starts
 * from, and the Arabic folding the extraction specs compare words with.
 */
export { foldArabic } from '../analysis.js';
export { shippedGroups } from '../vocabulary/shipped.js';
