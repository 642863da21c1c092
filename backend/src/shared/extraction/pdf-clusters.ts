// Glyph clusters of Arabic text as pdf.js gives them (issue 47). Chromium prints each Arabic glyph as
// its own item; a ligature glyph maps to several letters (lam-alef maqsura "لى", lam-yaa "لي", lam-meem
// "لم" in Noto Sans Arabic, Noto Naskh, Arial, Traditional Arabic). pdf.js reverses every right-to-left
// item character by character, so such a glyph comes out as "ىل": "على" read "عىل", "الأولى" read
// "الأوىل". The cluster is put back by reading the letters' shapes: on a page whose glyphs map to
// presentation forms (the shaped glyphs Chromium draws), two letters given as plain letters side by
// side in one item were one glyph, since separate glyphs would have been joined forms; a letter that
// joins the one after it can only come first in its cluster, so a plain-letter run that ends in lam
// or starts with alef maqsura is a cluster turned round.

/** Letters that join the letter after them (dual-joining), as plain letters. */
const JOINS_NEXT = new Set([...'بتثجحخسشصضطظعغفقكلمنهيىئ']);
const PLAIN_LETTER = /[\u0621-\u064A\u066E-\u066F\u0671-\u06D3]/;
const MARK = /\p{M}/u;
const PRESENTATION = /[\uFB50-\uFDFF\uFE70-\uFEFC]/g;
const ARABIC_LETTERS = /[\u0621-\u064A\u066E-\u06D3\uFB50-\uFDFF\uFE70-\uFEFC]/g;
/** Shadda and harakat drawn as presentation forms ("ﱠ" is shadda with fatha): NFKC puts a space before them. */
const MARK_FORMS = /[\uFC5E-\uFC63\uFE70-\uFE7F]/g;

/** Most of a line's Arabic letters are presentation forms: its glyphs were drawn shaped, one per item. */
export function isShaped(text: string): boolean {
  const letters = text.match(ARABIC_LETTERS)?.length ?? 0;
  return letters > 0 && (text.match(PRESENTATION)?.length ?? 0) >= 0.3 * letters;
}

/** Shadda and harakat given as presentation forms, as the marks themselves (no space before them). */
export const markForms = (text: string) => text.replace(MARK_FORMS, (form) => form.normalize('NFKC').trim());

/**
 * An item's text with each ligature cluster pdf.js turned round put back in logical order: "ىل" →
 * "لى", "يل" → "لي", marks staying on their letters. Only for shaped lines (see isShaped): where every
 * glyph maps to plain letters (Word's PDFs, whole words per item) plain letters side by side are normal.
 */
export function restoreClusters(text: string): string {
  const chars = [...text];
  const out: string[] = [];
  let i = 0;
  while (i < chars.length) {
    if (!PLAIN_LETTER.test(chars[i])) {
      out.push(chars[i++]);
      continue;
    }
    // A run of plain letters, each with its marks.
    const run: string[] = [];
    while (i < chars.length && PLAIN_LETTER.test(chars[i])) {
      let letter = chars[i++];
      while (i < chars.length && MARK.test(chars[i])) letter += chars[i++];
      run.push(letter);
    }
    out.push(...fixRun(run));
  }
  return out.join('');
}

/** A run of plain letters: the clusters in it that were turned round, turned back. */
function fixRun(run: string[]): string[] {
  const base = (s: string) => s[0];
  const out: string[] = [];
  let k = 0;
  while (k < run.length) {
    // The longest stretch from k that reads as a reversed cluster: all but its last letter would
    // join the next (so, logically, its last is its first), and it ends in lam or starts with alef maqsura.
    let end = k;
    while (end + 1 < run.length && JOINS_NEXT.has(base(run[end]))) end++;
    const stretch = run.slice(k, end + 1);
    const reversed = stretch.length >= 2 && (base(stretch.at(-1)!) === 'ل' || base(stretch[0]) === 'ى');
    out.push(...(reversed ? [...stretch].reverse() : stretch));
    k = end + 1;
  }
  return out;
}
