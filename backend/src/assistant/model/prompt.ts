import { NOT_FOUND_REPLY, type Language } from '@kb/contracts';

/** A passage the model may cite: what the extractive answer quoted from one document. */
export interface ModelPassage {
  title: string;
  text: string;
}

const LANGUAGE_NAME: Record<Language, string> = { en: 'English', ar: 'Arabic' };

/** Passages numbered [1]..[n]; the model may cite only those numbers. */
export function buildMessages(question: string, language: Language, passages: readonly ModelPassage[]) {
  const context = passages.map((p, i) => `[${i + 1}] ${p.title}\n${p.text}`).join('\n\n');
  const system = [
    'You are the internal knowledge-base assistant of a telecom company.',
    'Answer ONLY from the numbered passages below. Do not use any other knowledge.',
    `Write the answer in ${LANGUAGE_NAME[language]}, in at most about 120 words, as plain text (lines starting with "- " for lists).`,
    'After each statement, cite the passage it comes from as [n].',
    `If the passages do not contain the answer, reply with exactly: ${NOT_FOUND_REPLY[language]}`,
    '',
    'Passages:',
    context,
  ].join('\n');
  return [
    { role: 'system' as const, content: system },
    { role: 'user' as const, content: question },
  ];
}

/** Passage numbers the text cites, in order of first citation, limited to passages that exist. */
export function citedPassages(text: string, count: number): number[] {
  const seen: number[] = [];
  for (const m of text.matchAll(/\[(\d{1,2})\]/g)) {
    const n = Number(m[1]);
    if (n >= 1 && n <= count && !seen.includes(n)) seen.push(n);
  }
  return seen;
}

export const stripCitations = (text: string) => text.replace(/\s?\[\d{1,2}\]/g, '').replace(/[ \t]+\n/g, '\n').trim();
