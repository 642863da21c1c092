/** The library search's folding and terms, shared with the conversation search so both match alike. */
export { normalizeText, searchTerms, stripArabicPrefix } from './search/search-terms.js';
