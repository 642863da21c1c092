import type { Language } from '@kb/contracts';
import type { AnswerReply } from '../assistant.port.js';
import { answerQuestion, DEFAULT_ANSWER_OPTIONS, type ExtractiveAnswer } from '../answer/pipeline.js';
import { versionsOf } from '../answering/provenance.js';
import type { RetrievalIndex } from '../read-model/retrieval-index.projector.js';
import { translatedTerms, type Retrieved } from '../retrieval/retriever.js';
import { prefersAcross } from './across-choice.js';

export type ExtractiveReply = Pick<AnswerReply, 'text' | 'sources' | 'mode' | 'sourceVersions' | 'reading'> & { answer: ExtractiveAnswer };

/**
 * The answer without a model, and the fallback when the model fails: what a colleague who had read
 * the retrieved documents would quote (answer/pipeline.ts), with its sources as the Source line
 * names them and the versions it quoted. Documents in the question's language first; those of the
 * other language (read through the question's translations) when their answer is more confident
 * and their document holds clearly more of the question (across-choice.ts): a sure answer, or a
 * passage offered "not sure" where the question's own language has nothing. A follow-up is
 * answered with the previous question setting its scene.
 */
export class ExtractiveReader {
  constructor(private readonly index: RetrievalIndex) {}

  read(retrieved: Retrieved, language: Language): ExtractiveReply {
    const read = (id: string) => this.index.textOf(id);
    const scene = retrieved.scene;
    const same = answerQuestion(retrieved.question, language, retrieved.search, DEFAULT_ANSWER_OPTIONS, read, { scene });
    const passages: Language = language === 'en' ? 'ar' : 'en';
    const search = retrieved.across();
    // The other language's answer only where it holds clearly more of the question (across-choice.ts);
    // read only where its search could win.
    if (!prefersAcross(same, search, retrieved.search, language)) return this.reply(same, retrieved.reading);
    const across = answerQuestion(retrieved.question, language, search, DEFAULT_ANSWER_OPTIONS, read, { scene, passages });
    const better = prefersAcross(same, search, retrieved.search, language, across);
    return better ? this.reply(across, { ...retrieved.reading, translated: translatedTerms(search) }) : this.reply(same, retrieved.reading);
  }

  private reply(answer: ExtractiveAnswer, reading: Retrieved['reading']): ExtractiveReply {
    const sources = answer.sources.map((source) => this.index.sourceOf(source.id, source));
    return { answer, text: answer.text, sources, mode: answer.mode, sourceVersions: versionsOf(this.index, answer.quoted), reading };
  }
}
