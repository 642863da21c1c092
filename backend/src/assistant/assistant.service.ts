import { Injectable } from '@nestjs/common';
import type { Language } from '@kb/contracts';
import { Assistant, type AnswerReply, type AnswerRequest } from './assistant.port.js';
import { extractiveAnswer } from './answer/extractive-answer.js';
import { RetrievalIndex } from './retrieval-index.projector.js';
import { detectLanguage } from './retrieval/tokenize.js';

const ms = (from: bigint) => Number(process.hrtime.bigint() - from) / 1e6;

/** Retrieval over the live index, then an extractive answer in the question's language. */
@Injectable()
export class AssistantService extends Assistant {
  constructor(private readonly retrieval: RetrievalIndex) {
    super();
  }

  async answer(request: AnswerRequest): Promise<AnswerReply> {
    const started = process.hrtime.bigint();
    const language: Language = request.language ?? detectLanguage(request.question);
    const search = this.retrieval.index.search(request.question, { limit: 10, scope: request.scope });
    const retrievalMs = ms(started);
    const generated = process.hrtime.bigint();
    const answer = extractiveAnswer(request.question, language, search);
    const generationMs = ms(generated);
    return {
      text: answer.text,
      sources: answer.sources,
      mode: answer.mode,
      language,
      timings: { retrievalMs, generationMs, totalMs: ms(started) },
      error: null,
    };
  }
}
