import { Inject, Injectable, Optional } from '@nestjs/common';
import { NOT_FOUND_REPLY, type Language, type ReplySourceVersion, type SourceDoc } from '@kb/contracts';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../core/tokens.js';
import { AssistantSettings } from '../settings/assistant-settings.projector.js';
import { Assistant, type AnswerReply, type AnswerRequest } from './assistant.port.js';
import { answerQuestion, DEFAULT_ANSWER_OPTIONS, languageOf, questionTermFactor, type ExtractiveAnswer } from './answer/pipeline.js';
import { rewriteQuestion } from './retrieval/synonyms.js';
import { HybridRetrieval } from './embeddings/hybrid-retrieval.js';
import { ModelAnswerer, ModelTimeoutError } from './model/model-answerer.js';
import { buildMessages, citedPassages, stripCitations } from './model/prompt.js';
import { RetrievalIndex } from './retrieval-index.projector.js';
import { DOCUMENTS_SCOPE, fileIdOfEntry, scopesFor, singleFileScope } from './retrieval/file-scopes.js';
import type { SearchResult } from './retrieval/search-types.js';
import { detectLanguage } from './analysis/analyze.js';

const ms = (from: bigint) => Math.round((Number(process.hrtime.bigint() - from) / 1e6) * 100) / 100;
const SOURCE_LABEL: Record<Language, string> = { en: 'Source: ', ar: 'المصدر: ' };
const SEPARATOR: Record<Language, string> = { en: ', ', ar: '، ' };

/**
 * Retrieval over the live index, then either a model's answer constrained to the retrieved
 * passages (OPENAI_API_KEY) or an extractive answer. Absent evidence never reaches the model: the
 * reply is the calibrated "couldn't find" text, in the question's language.
 */
@Injectable()
export class AssistantService extends Assistant {
  private readonly model: ModelAnswerer | null;

  constructor(
    private readonly retrieval: RetrievalIndex,
    private readonly settings: AssistantSettings,
    @Inject(APP_CONFIG) config: AppConfig,
    @Optional() private readonly hybrid?: HybridRetrieval,
  ) {
    super();
    this.model = config.openAiApiKey ? new ModelAnswerer(config.openAiApiKey, config.openAiBaseUrl) : null;
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
    // Staff phrasings in the documents' words ("top up" -> recharge, الباسوورد -> كلمة المرور).
    const question = rewriteQuestion(request.question);
    const scopes = scopesOf(request);
    const lexical = this.retrieval.searchScopes(question, scopes, 10, { termFactor: questionTermFactor });
    // With EMBEDDINGS_MODEL, BM25 fused with dense vectors by reciprocal rank (embeddings/).
    const found = this.hybrid
      ? await this.hybrid.fuse(question, scopes, lexical, { deepSearch: (n) => this.retrieval.searchScopes(question, scopes, n, { termFactor: questionTermFactor }) })
      : lexical;
    const search = request.documentsOnly ? onlyDocuments(found, (id) => this.retrieval.isActiveDocument(id)) : found;
    const retrievalMs = ms(started);
    const generated = process.hrtime.bigint();
    const extractive = answerQuestion(question, language, search, DEFAULT_ANSWER_OPTIONS, (id) => this.retrieval.textOf(id));
    const timings = () => ({ retrievalMs, generationMs: ms(generated), totalMs: ms(started) });
    const extractiveVersions = this.versionsOf(extractive.quoted);
    const sources = extractive.sources.map((source) => this.retrieval.sourceOf(source.id, source));
    // Absent evidence never reaches the model. Weak evidence (the "not sure" band) does, with the
    // closest passages: told to answer only from them or say it cannot; when it cannot, the reply
    // stays the closest passage marked uncertain, not a refusal dressed as certainty.
    const extractiveReply = (error: 'model_timeout' | 'model_failed' | null) =>
      ({ text: extractive.text, sources, mode: extractive.mode, language, timings: timings(), error, sourceVersions: extractiveVersions }) as const;
    if (!this.model || extractive.mode === 'not_found') return extractiveReply(null);
    try {
      const reply = await this.generate(request, language, extractive);
      if (extractive.mode === 'uncertain' && reply.mode === 'not_found') return extractiveReply(null);
      return { ...reply, language, timings: { ...timings(), firstTokenMs: reply.firstTokenMs } };
    } catch (error) {
      // The question still gets the extractive answer; `error` makes the client show its warning.
      const reason = error instanceof ModelTimeoutError ? 'model_timeout' : 'model_failed';
      console.warn(`[assistant] ${reason}: ${(error as Error).message}`);
      return extractiveReply(reason);
    }
  }

  /**
   * The model is given the same passages the extractive answer chose (per document, what it
   * quoted, with the entity followed to its row), cites them by number, and says when they do not
   * answer; only cited documents become sources.
   */
  private async generate(request: AnswerRequest, language: Language, extractive: ExtractiveAnswer) {
    const passages = extractive.quoted.map((q, i) => ({ source: extractive.sources[i], title: extractive.sources[i].title, documentId: q.documentId, text: q.passage }));
    const { text, firstTokenMs } = await this.model!.generate({
      messages: buildMessages(request.question, language, passages),
      settings: this.capped(request.maxTokens),
      onDelta: request.onDelta,
    });
    if (text.trim().startsWith(NOT_FOUND_REPLY[language].slice(0, 30))) {
      return { text: NOT_FOUND_REPLY[language], sources: [], mode: 'not_found' as const, error: null, firstTokenMs, sourceVersions: [] };
    }
    const cited = citedPassages(text, passages.length).map((n) => passages[n - 1]);
    const sources: SourceDoc[] = [];
    for (const p of cited) {
      const source = this.retrieval.sourceOf(p.documentId, p.source);
      if (!sources.some((s) => s.id === source.id)) sources.push(source);
    }
    const body = stripCitations(text);
    const sourceLine = sources.length ? `\n\n${SOURCE_LABEL[language]}${sources.map((s) => s.title).join(SEPARATOR[language])}` : '';
    const quoted = cited.map((p) => ({ documentId: p.documentId, passage: p.text }));
    return { text: body + sourceLine, sources, mode: 'llm' as const, error: null, firstTokenMs, sourceVersions: this.versionsOf(quoted) };
  }

  private capped(maxTokens: number | undefined) {
    const settings = this.settings.get();
    return maxTokens === undefined ? settings : { ...settings, maxTokens: Math.min(settings.maxTokens, maxTokens) };
  }

  /**
   * Quoted passages with the version of their document (or knowledge file) the index held when it
   * answered, named as the reply's sources name them (a file by its id, not its index entry's).
   */
  private versionsOf(quoted: { documentId: string; passage: string }[]): ReplySourceVersion[] {
    return quoted.flatMap(({ documentId, passage }) => {
      const version = this.retrieval.versionOf(documentId);
      return version === undefined ? [] : [{ documentId: fileIdOfEntry(documentId), version, passage }];
    });
  }
}

/** Where a question may be answered from: one file, one named scope, documents only, or documents and the files its asker may use. */
function scopesOf(request: AnswerRequest): string[] {
  if (request.fileId) return [singleFileScope(request.fileId)];
  if (request.documentsOnly) return [DOCUMENTS_SCOPE];
  if (request.scope !== undefined) return [request.scope];
  return scopesFor(request.askerId);
}

function onlyDocuments(search: SearchResult, isDocument: (id: string) => boolean): SearchResult {
  const hits = search.hits.filter((h) => isDocument(h.docId));
  return { ...search, hits, confidence: hits[0]?.confidence ?? 0 };
}
