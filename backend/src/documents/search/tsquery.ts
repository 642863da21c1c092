/** A `tsquery` literal of search terms (`searchTerms` of the assistant's analyser): every term must start a word of the title or content. */
export function tsqueryOf(terms: readonly string[]): string | null {
  // Terms are letters, marks and digits only, so quoting cannot be broken out of.
  return terms.length ? terms.map((t) => `'${t}':*`).join(' & ') : null;
}
