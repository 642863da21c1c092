import { Inject, Injectable, Optional } from '@nestjs/common';
import type { Language } from '@kb/contracts';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../core/tokens.js';
import { AssistantSettings } from '../settings/assistant-settings.js';
import { Assistant, type AnswerReply, type AnswerRequest } from './assistant.port.js';
import { languageOf } from './answer/pipeline.js';
import { detectLanguage } from './analysis/analyze.js';
import { HybridRetrieval } from './embeddings/hybrid-retrieval.js';
import { ExtractiveReader } from './extractive/extractive-reader.js';
import { ModelReader } from './model/model-reader.js';
import { RetrievalIndex } from './read-model/retrieval-index.projector.js';
import { Retriever } from './retrieval/retriever.js';

const ms = (from: bigint) => Math.round((Number(process.hrtime.bigint() - from) / 1e6) * 100) / 100;

/**
 * A question's answer. With a model (OPENAI_API_KEY) the model is the reader (model/model-reader.ts:
 * the question rewritten, the top documents retrieved for it in context/, the conversation); without
 * one, retrieval (retrieval/retriever.ts) and the extractive answer (extractive/), which also stands
 * in when the model fails.
 */
@Injectable()
export class AssistantService extends Assistant {
  private readonly retriever: Retriever;
  private readonly extractive: ExtractiveReader;
  private readonly model: ModelReader | null;

  constructor(
    private readonly retrieval: RetrievalIndex,
    settings: AssistantSettings,
    @Inject(APP_CONFIG) config: AppConfig,
    @Optional() hybrid?: HybridRetrieval,
  ) {
    super();
    this.retriever = new Retriever(retrieval, hybrid);
    this.extractive = new ExtractiveReader(retrieval);
    this.model = config.openAiApiKey
      ? new ModelReader(retrieval, this.retriever, this.extractive, settings, config.openAiApiKey, config.openAiBaseUrl)
      : null;
  }

  detectLanguage(text: string): Language {
    return detectLanguage(text);
  }

  async answer(request: AnswerRequest): Promise<AnswerReply> {
    const { attachment } = request;
    if (attachment) {
      // Indexed for this question only, then asked as one knowledge file is asked (its own scope).
      return this.retrieval.withTransient(attachment.source.title, attachment.text, async (entryId, scope) => {
        const reply = await this.answer({ ...request, attachment: undefined, fileId: undefined, documentsOnly: false, scope });
        const sources = reply.sources.map((s) => (s.id === entryId ? attachment.source : s));
        return { ...reply, sources, sourceVersions: [] };
      });
    }
    const started = process.hrtime.bigint();
    const language = languageOf(request.question, request.language);
    if (this.model) {
      const { retrievalMs, firstTokenMs, ...reply } = await this.model.read(request, language);
      const totalMs = ms(started);
      return {
        ...reply,
        language,
        timings: {
          retrievalMs,
          generationMs: Math.max(0, Math.round((totalMs - retrievalMs) * 100) / 100),
          totalMs,
          ...(firstTokenMs !== undefined ? { firstTokenMs } : {}),
        },
      };
    }
    const retrieved = await this.retriever.retrieve(request);
    const retrievalMs = ms(started);
    const generated = process.hrtime.bigint();
    const { answer: _answer, ...extractive } = this.extractive.read(retrieved, language);
    return { ...extractive, language, timings: { retrievalMs, generationMs: ms(generated), totalMs: ms(started) }, error: null };
  }
}
