import { SIMPLE_CHAT_ATTACHMENT_CATEGORY, SIMPLE_CHAT_ATTACHMENT_SOURCE_ID, type Language, type SourceDoc } from '@kb/contracts';
import { Bm25Index, extractiveAnswer } from '../../assistant/one-text-answering.js';

const SOURCE_LABEL: Record<Language, string> = { en: 'Source: ', ar: 'المصدر: ' };
const OPENING_WORDS = 80;

export interface FileAnswer {
  text: string;
  sources: SourceDoc[];
  /** `uncertain` when the file only weakly matches the question (the client marks it). */
  mode: 'extractive' | 'uncertain';
}

/**
 * The attached file answers first: its text is indexed on its own, for this question only (the
 * shared index never sees it), and the same extractive answer the assistant gives is taken from
 * it. Null when the file does not answer the question; the documents are asked next. With no
 * question, the file's opening is the reply (SPEC.md lets a file be sent without text).
 */
export function answerFromFile(question: string, language: Language, file: { name: string; text: string }): FileAnswer | null {
  const source: SourceDoc = { id: SIMPLE_CHAT_ATTACHMENT_SOURCE_ID, title: file.name, category: SIMPLE_CHAT_ATTACHMENT_CATEGORY };
  const sourceLine = `\n\n${SOURCE_LABEL[language]}${file.name}`;
  if (!question.trim()) {
    const words = file.text.split(/\s+/).filter(Boolean);
    const opening = words.slice(0, OPENING_WORDS).join(' ') + (words.length > OPENING_WORDS ? ' …' : '');
    return { text: opening + sourceLine, sources: [source], mode: 'extractive' as const };
  }
  const index = new Bm25Index();
  index.upsert({ id: source.id, title: file.name, category: source.category, content: file.text });
  const answer = extractiveAnswer(question, language, index.search(question, { limit: 1 }));
  return answer.mode === 'not_found' ? null : { text: answer.text, sources: [source], mode: answer.mode };
}
