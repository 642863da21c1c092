/**
 * Stage 5, the reply's text: the quotes (list items on their own lines, other sentences run on as
 * prose), a blank line, the source line naming the documents quoted; the uncertain prefix first
 * when the evidence is weak. Or the not-found reply.
 */
import { NOT_FOUND_REPLY, UNCERTAIN_REPLY_PREFIX, type Language } from '@kb/contracts';
import type { Candidate, ExtractiveAnswer, Quote } from './answer-types.js';

const SOURCE_LABEL: Record<Language, string> = { en: 'Source: ', ar: 'المصدر: ' };
const LIST_SEPARATOR: Record<Language, string> = { en: ', ', ar: '، ' };

export function notFound(language: Language, confidence: number): ExtractiveAnswer {
  return { text: NOT_FOUND_REPLY[language], sources: [], mode: 'not_found', quoted: [], confidence };
}

/** The line before a passage quoted from a document in the other language, in the asker's language. */
const FROM_OTHER_LANGUAGE: Record<Language, (title: string) => string> = {
  en: (title) => `From a document in Arabic, "${title}":`,
  ar: (title) => `من مستند باللغة الإنجليزية، «${title}»:`,
};

/**
 * @param from the language of the quoted documents when it is not the reply's: the quote stays as
 *   written and a line in the reply's language says where it comes from.
 */
export function compose(
  language: Language,
  candidates: Candidate[],
  quotes: Quote[],
  mode: 'extractive' | 'uncertain',
  confidence: number,
  from?: Language,
): ExtractiveAnswer {
  // List items keep their lines, as in the document; other sentences run on as prose.
  const quotedText = quotes
    .map(
      (q, i) =>
        (i === 0 ? '' : q.listItem || quotes[i - 1].listItem || q.doc !== quotes[i - 1].doc || /:$/.test(quotes[i - 1].text) ? '\n' : ' ') +
        q.text,
    )
    .join('');
  // A document is a source only if something quoted comes from it.
  const used = [...new Set(quotes.map((q) => q.doc))];
  const sources = used.map((i) => ({ id: candidates[i].hit.docId, title: candidates[i].hit.title, category: candidates[i].hit.category }));
  // Two documents sharing a title read as one source.
  const titles = [...new Set(sources.map((s) => s.title))];
  const sourceLine = SOURCE_LABEL[language] + titles.join(LIST_SEPARATOR[language]);
  const body =
    from && from !== language ? `${FROM_OTHER_LANGUAGE[language](titles.join(LIST_SEPARATOR[language]))}\n${quotedText}` : quotedText;
  const quoted = used.map((i) => ({
    documentId: candidates[i].hit.docId,
    passage: quotes
      .filter((q) => q.doc === i)
      .map((q) => q.text)
      .join(' '),
  }));
  const text = mode === 'uncertain' ? `${UNCERTAIN_REPLY_PREFIX[language]}\n${body}\n\n${sourceLine}` : `${body}\n\n${sourceLine}`;
  return { text, sources, mode, quoted, confidence };
}
