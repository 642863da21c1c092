/**
 * What other contexts may use of the assistant's one text analyser (`analysis/`): the library and
 * conversation searches' terms, the grouping of unanswered questions, and the folding both sides of
 * a match compare.
 */
export { analyze, detectLanguage, wordSpans } from './analysis/analyze.js';
export { foldArabic, foldText } from './analysis/fold.js';
export { questionTerms } from './analysis/question-terms.js';
export { searchTerms, textLexemes, wordLexemes } from './analysis/search-terms.js';
export { ANALYSER_VERSION } from './analysis/version.js';
