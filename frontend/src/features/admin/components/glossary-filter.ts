import { foldText, type GlossaryEntry } from '@kb/contracts';

/**
 * The groups whose terms hold every word of the filter box, compared as the server's searches
 * compare (`foldText`: case, hamza seats, taa marbuta, alef maqsura, Persian yeh and kaf, wasla,
 * diacritics, tatweel and Eastern digits folded). An empty box shows them all.
 */
export function filterGlossary(entries: GlossaryEntry[], query: string): GlossaryEntry[] {
  const words = foldText(query).split(/\s+/).filter(Boolean);
  if (!words.length) return entries;
  return entries.filter((entry) => {
    const text = foldText(entry.terms.join(' '));
    return words.every((w) => text.includes(w));
  });
}
