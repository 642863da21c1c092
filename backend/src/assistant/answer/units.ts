/**
 * The quotable units of a document: its sentences and list items in reading order, each knowing
 * the list it belongs to and the paragraph it sits in. A row of a slash table ("(Zone 1 / Zone 2
 * / …): data: 100 / 150 / …") can be read as one column.
 */
import { splitSentences } from '../retrieval/sentences.js';
import { analyze, words } from '../analysis/analyze.js';

export interface Unit {
  /** Index of the document among the answer's candidates. */
  doc: number;
  /** Position in the document (reading order). */
  order: number;
  paragraph: number;
  text: string;
  words: number;
  terms: ReadonlySet<string>;
  listItem: boolean;
  /** Ends with a colon and is followed by list items. */
  intro: boolean;
  /** For a list item: the order of its introduction, or -1 when the list has none. */
  introOrder: number;
  /** A row of a Markdown table (a list item whose introduction is the table's header row). */
  tableRow?: boolean;
  /** The header row of a Markdown table (the introduction of its rows). */
  tableHeader?: boolean;
  /** A table row's own words, without its header's (`terms` holds both). */
  cells?: ReadonlySet<string>;
}

const LIST_INTRO = /[:\uFE55]$/;
/** A line of a Markdown table ("| Pro | BC-P | KWD 10 |") and the line under its header ("|---|:---:|"). */
const TABLE_LINE = /^\|.*\|$/;
const TABLE_RULE = /^\|[\s:|-]*-[\s:|-]*\|$/;
const LIST_ITEM = /^(?:[-\u2022*\u2013]|[\d\u0660-\u0669]{1,2}[.)\u066B])\s/;

/** Whether a sentence is an item of a bulleted or numbered list. */
export function isListItem(text: string): boolean {
  return LIST_ITEM.test(text);
}

/**
 * Documents whose units were read lately, by text: the same documents answer question after
 * question, and cutting and analysing them again was a large share of an answer's time (at 1k
 * chunks, questions asked again: answer p50 0.80 -> 0.45 ms with this cache and the per-document
 * matches of unit-scorer.ts). The analyser is pure, so a text's units never change; each answer
 * gets its own copies, numbered as its candidate. Bounded by the characters held (a million,
 * about 10 MB of units); a text over a tenth of that is read each time.
 */
const UNITS_CACHE_CHARS = 1_000_000;
const unitsCache = new Map<string, readonly Unit[]>();
let cachedChars = 0;

/** The units of one document's text, `doc` being the document's index among the answer's candidates. */
export function unitsOf(text: string, doc: number): Unit[] {
  let units = unitsCache.get(text);
  if (units) {
    // Most recently used last: the oldest entries are the first to go.
    unitsCache.delete(text);
    unitsCache.set(text, units);
  } else {
    units = readUnits(text);
    if (text.length <= UNITS_CACHE_CHARS / 10) {
      for (const oldest of unitsCache.keys()) {
        if (cachedChars + text.length <= UNITS_CACHE_CHARS) break;
        unitsCache.delete(oldest);
        cachedChars -= oldest.length;
      }
      unitsCache.set(text, units);
      cachedChars += text.length;
    }
  }
  return units.map((u) => ({ ...u, doc }));
}

function readUnits(text: string): Unit[] {
  const doc = 0;
  const units: Unit[] = [];
  const paragraphStarts: number[] = [0];
  for (const m of text.matchAll(/\n\s*\n/g)) paragraphStarts.push(m.index + m[0].length);
  let paragraph = 0;
  let lastIntro = -1;
  // The open Markdown table: its header unit and the words every row is read with.
  let table: { header: number; terms: ReadonlySet<string> } | null = null;
  for (const s of splitSentences(text)) {
    while (paragraph + 1 < paragraphStarts.length && paragraphStarts[paragraph + 1] <= s.start) paragraph++;
    if (TABLE_LINE.test(s.text)) {
      const last = units[units.length - 1];
      if (table && TABLE_RULE.test(s.text)) {
        // The rule under the header stays with it, so that a quoted header and row read as a table.
        if (last.order === table.header) last.text = `${last.text}\n${s.text}`;
        continue;
      }
      if (table) {
        // A row is read with its header's words and the sentence introducing the table: "| Pro |
        // BC-P | KWD 10 |" answers "how much is the Pro bundle" through the header's "Bundle … Price".
        const cells = new Set(analyze(s.text));
        units.push({
          doc,
          order: units.length,
          paragraph,
          text: s.text,
          words: words(s.text).length,
          terms: new Set([...cells, ...table.terms]),
          listItem: true,
          intro: false,
          introOrder: table.header,
          tableRow: true,
          cells,
        });
        lastIntro = -1;
        continue;
      }
      const before = last && !last.listItem && !last.intro && LIST_INTRO.test(last.text) ? last.terms : new Set<string>();
      const header: Unit = {
        doc,
        order: units.length,
        paragraph,
        text: s.text,
        words: words(s.text).length,
        terms: new Set(analyze(s.text)),
        listItem: false,
        intro: true,
        introOrder: -1,
        tableHeader: true,
      };
      units.push(header);
      table = { header: header.order, terms: new Set([...header.terms, ...before]) };
      lastIntro = -1;
      continue;
    }
    table = null;
    const listItem = isListItem(s.text);
    const order = units.length;
    if (!listItem) lastIntro = LIST_INTRO.test(s.text) ? order : -1;
    units.push({
      doc,
      order,
      paragraph,
      text: s.text,
      words: words(s.text).length,
      terms: new Set(analyze(s.text)),
      listItem,
      intro: false,
      introOrder: listItem ? lastIntro : -1,
    });
    if (listItem && lastIntro >= 0) units[lastIntro].intro = true;
  }
  return units;
}

/** The list items introduced by `intro`, in order. */
export function itemsOf(intro: Unit, units: readonly Unit[]): Unit[] {
  return units.filter((u) => u.doc === intro.doc && u.listItem && u.introOrder === intro.order);
}

// ---------------------------------------------------------------------------------------------
// Slash tables: a header naming columns in parentheses, rows of values separated by slashes.

const HEADER = /\(([^()]*\/[^()]*)\)\s*:?\s*$/;
const ROW_VALUES = /([\d\u0660-\u0669][\d,.]*(?:\s*\/\s*[\d\u0660-\u0669][\d,.]*)+)/;

/** The column labels of a slash-table header unit, or null. */
export function tableColumns(intro: Unit): string[] | null {
  const m = HEADER.exec(intro.text);
  if (!m) return null;
  const columns = m[1].split('/').map((c) => c.trim());
  return columns.length >= 2 ? columns : null;
}

/**
 * One column of a slash table: the header with only that column's label and each row with only
 * that column's value ("data: 100 / 150 / 300 fils" → "data: 150 fils"). Null when the rows do
 * not have one value per column.
 */
export function projectColumn(intro: Unit, rows: readonly Unit[], column: number): { header: string; rows: string[] } | null {
  const columns = tableColumns(intro);
  if (!columns || column >= columns.length) return null;
  const header = intro.text.replace(
    HEADER,
    (_, inner: string) => `(${labelOf(inner.split('/'), column)})${intro.text.trimEnd().endsWith(':') ? ':' : ''}`,
  );
  const out: string[] = [];
  for (const row of rows) {
    const m = ROW_VALUES.exec(row.text);
    if (!m) return null;
    const values = m[1].split('/').map((v) => v.trim());
    if (values.length !== columns.length) return null;
    out.push(row.text.replace(m[1], values[column]));
  }
  return { header, rows: out };
}

/**
 * A label in a header like "(Zone 1 / Zone 2)" or "(المنطقة الأولى / الثانية)": later labels may
 * leave out the shared head word, which the first one carries.
 */
function labelOf(labels: string[], column: number): string {
  const first = labels[0].trim().split(/\s+/);
  const label = labels[column].trim();
  return label.split(/\s+/).length < first.length ? [...first.slice(0, first.length - label.split(/\s+/).length), label].join(' ') : label;
}

/** Which column of a table an entity names ("Zone 2", "المنطقة الثانية"), or -1. */
export function columnOf(columns: readonly string[], entity: string): number {
  const key = analyze(entity);
  if (key.length === 0) return -1;
  const full = columns.map((_, i) => analyze(labelOf([...columns], i)));
  // The label whose words are all in the entity, preferring the longest such label.
  let best = -1;
  let bestLength = 0;
  full.forEach((label, i) => {
    if (label.length > bestLength && label.every((t) => key.includes(t))) {
      best = i;
      bestLength = label.length;
    }
  });
  return best;
}
