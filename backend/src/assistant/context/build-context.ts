import type { Language } from '@kb/contracts';

/** A retrieved document or knowledge file, in rank order, as the context builder may send it. */
export interface ContextCandidate {
  /** The index entry (a document's id, a file's entry id). */
  entryId: string;
  title: string;
  category: string;
  kind: 'document' | 'file';
  language: Language;
  /** Events in its stream when read: what a reply quoting it read. */
  version: number | undefined;
  /** Its whole text. */
  text: string;
  /** The chunks retrieval matched, best first: where its windows are cut when it does not fit whole. */
  hits: readonly string[];
}

/** One numbered passage of the model's context: a whole document, or its best windows. */
export interface ContextPassage extends ContextCandidate {
  /** 1-based: the model cites it as [n]. */
  n: number;
  /** What the model is sent: the whole text, or its windows. */
  text: string;
  whole: boolean;
}

/** Characters a passage's header takes ("[n] title (document, English, version 3)") on top of its text. */
export const HEADER_ALLOWANCE = 120;
/** A document goes whole when it takes at most this share of the budget (and fits what is left). */
const WHOLE_SHARE = 0.6;
/** A document that does not go whole gets at most this share of the budget for its windows. */
const WINDOW_SHARE = 0.4;
/** Below this many characters left, no further document is started. */
const MIN_PASSAGE = 300;
const GAP = '\n…\n';

/**
 * The model's passages, within `budget` characters (headers counted): documents in rank order,
 * each whole when it fits, else its windows (the matched paragraphs with one
 * neighbour on each side, a list or table kept whole as the paragraph it is), until the budget is
 * spent. Never exceeds the budget; the first document always gets something.
 */
export function buildContext(candidates: readonly ContextCandidate[], budget: number): ContextPassage[] {
  const passages: ContextPassage[] = [];
  let left = budget;
  for (const candidate of candidates) {
    const room = left - HEADER_ALLOWANCE;
    if (room < MIN_PASSAGE) break;
    const { text: whole, ...about } = candidate;
    const fitsWhole = whole.length <= room && whole.length <= budget * WHOLE_SHARE;
    const text = fitsWhole ? whole : windowsOf(candidate, Math.min(room, Math.max(MIN_PASSAGE * 4, Math.floor(budget * WINDOW_SHARE))));
    if (!text) continue;
    passages.push({ ...about, n: passages.length + 1, text, whole: fitsWhole });
    left -= text.length + HEADER_ALLOWANCE;
  }
  return passages;
}

interface Paragraph {
  text: string;
  hit: boolean;
}

/** The matched paragraphs and their neighbours, in reading order, cut to `room` characters. */
export function windowsOf(candidate: Pick<ContextCandidate, 'text' | 'hits'>, room: number): string {
  const paragraphs = paragraphsOf(candidate.text, candidate.hits);
  if (!paragraphs.some((p) => p.hit) && paragraphs.length > 0) paragraphs[0].hit = true;
  // Rings around the hits: the hits themselves first, then their neighbours, while they fit.
  const chosen = new Set<number>();
  let size = 0;
  const take = (i: number, cut: boolean): boolean => {
    if (i < 0 || i >= paragraphs.length || chosen.has(i)) return true;
    const cost = paragraphs[i].text.length + GAP.length;
    if (size + cost > room) {
      if (!cut || size > 0) return false;
      // A single matched paragraph larger than the room (a long OCR'd page): its lines around the middle of the match.
      paragraphs[i] = { ...paragraphs[i], text: cutLines(paragraphs[i].text, candidate.hits, room - GAP.length) };
    }
    chosen.add(i);
    size += paragraphs[i].text.length + GAP.length;
    return true;
  };
  const hits = paragraphs.flatMap((p, i) => (p.hit ? [i] : []));
  for (const i of hits) if (!take(i, true)) break;
  for (const i of hits) {
    take(i - 1, false);
    take(i + 1, false);
  }
  const order = [...chosen].sort((a, b) => a - b);
  let out = '';
  for (const [k, i] of order.entries()) {
    if (k > 0) out += i === order[k - 1] + 1 ? '\n\n' : GAP;
    out += paragraphs[i].text;
  }
  return out.slice(0, room);
}

/** Paragraphs of a text, each marked when one of the matched chunks holds it (or it holds the chunk's start). */
function paragraphsOf(text: string, hits: readonly string[]): Paragraph[] {
  const keys = hits.map(squash);
  return text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => {
      const key = squash(p);
      const hit = keys.some((chunk) => chunk.includes(key.slice(0, 80)) || key.includes(chunk.slice(0, 80)));
      return { text: p, hit };
    });
}

/** Lines of one long paragraph around the line where a matched chunk starts, within `room`. */
function cutLines(text: string, hits: readonly string[], room: number): string {
  const lines = text.split('\n');
  const start = hits.map((h) => squash(h).slice(0, 40)).find(Boolean) ?? '';
  let at = lines.findIndex((l) => start.includes(squash(l).slice(0, 40)) || squash(l).includes(start));
  if (at < 0) at = 0;
  let from = at;
  let to = at + 1;
  let size = lines[at].length;
  while (size < room && (from > 0 || to < lines.length)) {
    if (to < lines.length && size + lines[to].length + 1 <= room) size += lines[to++].length + 1;
    else if (from > 0 && size + lines[from - 1].length + 1 <= room) size += lines[--from].length + 1;
    else break;
  }
  return lines.slice(from, to).join('\n').slice(0, room);
}

const squash = (s: string) => s.replace(/\s+/g, ' ').trim();
