import { NOT_FOUND_REPLY, type Language } from '@kb/contracts';
import type { PriorTurn } from '../assistant.port.js';
import type { ContextPassage } from '../context/build-context.js';

const LANGUAGE_NAME: Record<Language, string> = { en: 'English', ar: 'Arabic' };
const KIND: Record<ContextPassage['kind'], string> = { document: 'document', file: 'file' };
/** Characters of an earlier answer sent back to the model: its gist; the passages hold the facts. */
const TURN_ANSWER_CHARS = 600;

/** A passage's header: its number, title, kind, language and version, as the model cites and weighs it. */
export const passageHeader = (p: ContextPassage) =>
  `[${p.n}] ${p.title} (${KIND[p.kind]}, ${LANGUAGE_NAME[p.language]}${p.version !== undefined ? `, version ${p.version}` : ''}${p.whole ? '' : ', excerpts'})`;

/**
 * The model's messages: the instructions with the numbered passages, the conversation's earlier
 * turns, then the question as asked. The model may cite only the passages' numbers.
 */
export function buildMessages(
  question: string,
  language: Language,
  passages: readonly ContextPassage[],
  history: readonly PriorTurn[] = [],
) {
  const context = passages.map((p) => `${passageHeader(p)}\n${p.text}`).join('\n\n');
  const system = [
    "You are the internal knowledge-base assistant of a telecom company's staff.",
    'Answer ONLY from the numbered passages below (company documents and files). Do not use any other knowledge.',
    'The passages may be in English or Arabic, whatever the language of the question: read both.',
    `Write the answer in ${LANGUAGE_NAME[language]}, in at most about 150 words, as plain text (lines starting with "- " for lists). Keep amounts, codes and names exactly as the passage writes them.`,
    'When the answer depends on a tier, band, grade or range, give the row that applies, or every row when the question asks across them.',
    'After each statement, cite the passage it comes from as [n].',
    'The earlier turns of the conversation tell you what a short follow-up question refers to; facts still come only from the passages.',
    `If the passages do not contain the answer, reply with exactly: ${NOT_FOUND_REPLY[language]}`,
    '',
    'Passages:',
    context,
  ].join('\n');
  const turns = history.flatMap((t) => [
    { role: 'user' as const, content: t.question },
    { role: 'assistant' as const, content: clipAnswer(t.answer) },
  ]);
  return [{ role: 'system' as const, content: system }, ...turns, { role: 'user' as const, content: question }];
}

/** An earlier answer without its Source line, cut at a word near TURN_ANSWER_CHARS. */
function clipAnswer(answer: string): string {
  const body = answer.replace(/\n\n(Source|المصدر): [^\n]*$/u, '').trim();
  if (body.length <= TURN_ANSWER_CHARS) return body;
  const cut = body.slice(0, TURN_ANSWER_CHARS);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), TURN_ANSWER_CHARS - 40))}…`;
}

/** Passage numbers the text cites, in order of first citation, limited to passages that exist. */
export function citedPassages(text: string, count: number): number[] {
  const seen: number[] = [];
  for (const m of text.matchAll(/\[(\d{1,2})(?:\s*[,،]\s*(\d{1,2}))*\]/g)) {
    for (const raw of m[0].slice(1, -1).split(/[,،]/)) {
      const n = Number(raw.trim());
      if (n >= 1 && n <= count && !seen.includes(n)) seen.push(n);
    }
  }
  return seen;
}

export const stripCitations = (text: string) =>
  text
    .replace(/\s?\[\d{1,2}(?:\s*[,،]\s*\d{1,2})*\]/g, '')
    .replace(/[ \t]+\n/g, '\n')
    .trim();
