import type { Language } from '@kb/contracts';
import type { PriorTurn } from '../assistant.port.js';

const OTHER: Record<Language, { code: Language; name: string }> = {
  en: { code: 'ar', name: 'Arabic' },
  ar: { code: 'en', name: 'English' },
};
/** Earlier turns the rewrite reads (the latest), and how much of each answer. */
const TURNS = 3;
const ANSWER_CHARS = 300;

/** The question as searched: standalone (its subject named), and in the other language. */
export interface Rewrite {
  question: string;
  translation: string | null;
}

/**
 * One short call before retrieval: the last question rewritten to stand alone (a follow-up gets its
 * subject from the conversation) and translated, so that documents in either language are found.
 */
export function rewriteMessages(question: string, language: Language, history: readonly PriorTurn[]) {
  const other = OTHER[language].name;
  const system = [
    'You prepare a staff question for searching a company knowledge base written in English and Arabic.',
    history.length
      ? 'Rewrite the LAST question as one standalone question that names its subject, using the conversation before it. If it already names its subject, keep it as it is.'
      : 'Keep the question as it is.',
    `Then translate that question into ${other}.`,
    'Reply with JSON only, no other text: {"question": "...", "translation": "..."}',
  ].join('\n');
  const conversation = history
    .slice(-TURNS)
    .map((t) => `User: ${t.question}\nAssistant: ${t.answer.replace(/\s+/g, ' ').slice(0, ANSWER_CHARS)}`)
    .join('\n');
  const user = conversation ? `Conversation:\n${conversation}\n\nLast question: ${question}` : `Question: ${question}`;
  return [
    { role: 'system' as const, content: system },
    { role: 'user' as const, content: user },
  ];
}

/**
 * The model's rewrite, read leniently (the first JSON object in the reply); null when it is not
 * one, names no question, or is absurdly long (then the question is searched as asked).
 */
export function parseRewrite(reply: string, question: string): Rewrite | null {
  const json = /\{[\s\S]*\}/.exec(reply)?.[0];
  if (!json) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    return null;
  }
  const { question: rewritten, translation } = (parsed ?? {}) as { question?: unknown; translation?: unknown };
  if (typeof rewritten !== 'string' || !rewritten.trim() || rewritten.length > Math.max(500, question.length * 4)) return null;
  const other = typeof translation === 'string' && translation.trim() && translation.length <= 1000 ? translation.trim() : null;
  return { question: rewritten.trim(), translation: other };
}
