import type { AuditDocumentMatch } from '@kb/contracts';

/** One title event of the log: a document created or renamed (in log order), or deleted. */
export interface TitleRecord {
  id: string;
  type: 'DocumentCreated' | 'DocumentUpdated' | 'DocumentDeleted';
  title: string | null;
}

/**
 * Text as the search compares it: case, Arabic diacritics and tatweel, the forms of alef, alef
 * maqsura and taa marbuta, and width differences do not count; an auditor types a title as they
 * remember it, in either language.
 */
export function foldForSearch(text: string): string {
  return text
    .normalize('NFKC')
    .toLocaleLowerCase('en')
    .replace(/[\u064B-\u065F\u0670\u0640]/g, '')
    .replace(/[إأآٱ]/g, 'ا')
    .replace(/ى/g, 'ي')
    .replace(/ة/g, 'ه');
}

/**
 * The documents whose titles (latest or former) hold every word of `query`, latest title first
 * when it matches from its start, then by title; at most `limit`. Deleted ones are kept: the
 * timeline shows them as they were.
 */
export function documentsByTitle(records: readonly TitleRecord[], query: string, limit: number): AuditDocumentMatch[] {
  const docs = new Map<string, { titles: string[]; deleted: boolean }>();
  for (const r of records) {
    const doc = docs.get(r.id) ?? { titles: [], deleted: false };
    docs.set(r.id, doc);
    if (r.type === 'DocumentDeleted') doc.deleted = true;
    else if (r.title && doc.titles.at(-1) !== r.title) doc.titles.push(r.title);
  }
  const words = foldForSearch(query).split(/\s+/).filter(Boolean);
  const found: Array<AuditDocumentMatch & { starts: boolean }> = [];
  for (const [id, doc] of docs) {
    const title = doc.titles.at(-1);
    if (!title) continue;
    const folded = doc.titles.map(foldForSearch);
    if (!words.every((w) => folded.some((t) => t.includes(w))) && foldForSearch(id) !== foldForSearch(query.trim())) continue;
    const formerTitles = [...new Set(doc.titles.slice(0, -1))].filter((t) => t !== title);
    found.push({ id, title, formerTitles, deleted: doc.deleted, starts: words.length > 0 && folded.at(-1)!.startsWith(words[0]) });
  }
  found.sort((a, b) => Number(b.starts) - Number(a.starts) || a.title.localeCompare(b.title) || a.id.localeCompare(b.id));
  return found.slice(0, limit).map(({ starts: _starts, ...match }) => match);
}
