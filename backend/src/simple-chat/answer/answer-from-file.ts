import { SIMPLE_CHAT_ATTACHMENT_CATEGORY, SIMPLE_CHAT_ATTACHMENT_SOURCE_ID, type Language, type SourceDoc } from '@kb/contracts';

const SOURCE_LABEL: Record<Language, string> = { en: 'Source: ', ar: 'المصدر: ' };
const OPENING_WORDS = 80;

export interface FileAnswer {
  text: string;
  sources: SourceDoc[];
  /** `uncertain` when the file only weakly matches the question (the client marks it). */
  mode: 'extractive' | 'uncertain';
}

/** How the attached file is cited: by its name, as a file (it is never stored, so it has no link). */
export const attachmentSource = (name: string): SourceDoc => ({
  id: SIMPLE_CHAT_ATTACHMENT_SOURCE_ID,
  title: name,
  category: SIMPLE_CHAT_ATTACHMENT_CATEGORY,
  kind: 'file',
});

/**
 * A file sent without a question: its opening is the reply (SPEC.md lets a file be sent without
 * text). A question about it is answered by the assistant from the file alone, as a question to one
 * knowledge file is (AnswerRequest.attachment), not here.
 */
export function openingOfFile(language: Language, file: { name: string; text: string }): FileAnswer {
  const words = file.text.split(/\s+/).filter(Boolean);
  const opening = words.slice(0, OPENING_WORDS).join(' ') + (words.length > OPENING_WORDS ? ' …' : '');
  return { text: `${opening}\n\n${SOURCE_LABEL[language]}${file.name}`, sources: [attachmentSource(file.name)], mode: 'extractive' };
}
