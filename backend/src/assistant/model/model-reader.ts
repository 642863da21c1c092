import { NOT_FOUND_REPLY, type AnswerReading, type Language, type Settings, type SourceDoc } from '@kb/contracts';
import { logger } from '../../observability/logger.js';
import { modelPromptChars, modelRefusals, questionRewrites } from '../../observability/metrics.js';
import type { AssistantSettings } from '../../settings/assistant-settings.js';
import type { AnswerReply, AnswerRequest } from '../assistant.port.js';
import { versionsOf } from '../answering/provenance.js';
import { ContextBuilder, type ModelContext } from '../context/context-builder.js';
import type { ExtractiveReader } from '../extractive/extractive-reader.js';
import type { RetrievalIndex } from '../read-model/retrieval-index.projector.js';
import type { Retriever } from '../retrieval/retriever.js';
import { citedQuotes } from './cited-quotes.js';
import { ModelAnswerer, ModelTimeoutError } from './model-answerer.js';
import { buildMessages, citedPassages, stripCitations } from './prompt.js';
import { parseRewrite, rewriteMessages } from './rewrite.js';

const SOURCE_LABEL: Record<Language, string> = { en: 'Source: ', ar: 'المصدر: ' };
const SEPARATOR: Record<Language, string> = { en: ', ', ar: '، ' };
/** Tokens the rewrite may take: a question and its translation. */
const REWRITE_TOKENS = 200;

export type ModelReply = Omit<AnswerReply, 'language' | 'timings'> & { firstTokenMs?: number; retrievalMs: number };

/**
 * The model as the reader (DESIGN.md 7): the question rewritten to stand alone and translated (one
 * short call), the top documents retrieved for it sent whole while they fit the context budget,
 * with the conversation's earlier turns; the model decides whether they answer and cites them by
 * number. Only an empty retrieval is refused without a call. When the model fails or times out, the
 * extractive answer of the same retrieval stands in, marked with the error.
 */
export class ModelReader {
  readonly model: ModelAnswerer;
  private readonly context: ContextBuilder;

  constructor(
    private readonly index: RetrievalIndex,
    private readonly retriever: Retriever,
    private readonly extractive: ExtractiveReader,
    private readonly settings: AssistantSettings,
    apiKey: string,
    baseUrl: string | null,
  ) {
    this.model = new ModelAnswerer(apiKey, baseUrl);
    this.context = new ContextBuilder(index, retriever);
  }

  async read(request: AnswerRequest, language: Language): Promise<ModelReply> {
    const settings = this.capped(request.maxTokens);
    const started = Date.now();
    const history = request.history ?? [];
    const rewrite = await this.rewrite(request, language, settings);
    const last = history.at(-1);
    const searches = {
      question: rewrite.searched,
      translation: rewrite.translated?.[0],
      previous: last && { question: last.question, cited: last.sourceIds },
    };
    const context = await this.context.build({ ...request, history }, searches, settings.contextChars);
    const retrievalMs = Date.now() - started;
    // Not rewritten: the retriever's own reading (a follow-up read with the previous question), with the model's translation.
    const reading =
      rewrite.kind === 'rewritten'
        ? rewrite
        : {
            ...context.primary.reading,
            ...(rewrite.translated ? { translated: [...(context.primary.reading.translated ?? []), ...rewrite.translated] } : {}),
          };
    if (context.passages.length === 0) return { ...notFound(language), reading, retrievalMs };
    try {
      const reply = await this.generate(request, language, context, settings);
      return { ...reply, reading, retrievalMs };
    } catch (error) {
      // The question still gets the extractive answer; `error` makes the client show its warning.
      const reason = error instanceof ModelTimeoutError ? 'model_timeout' : 'model_failed';
      logger('assistant').warn({ reason, err: (error as Error).message }, 'the model failed; the extractive answer stands in');
      const { answer: _answer, ...fallback } = this.extractive.read(context.primary, language);
      return { ...fallback, reading, error: reason, retrievalMs };
    }
  }

  /**
   * The question as searched: rewritten by the model to name its subject (with the conversation)
   * and translated. On failure, or a rewrite that changes nothing, the question is searched as
   * asked, read with the previous question by the retriever when it is a follow-up.
   */
  private async rewrite(request: AnswerRequest, language: Language, settings: Settings): Promise<AnswerReading> {
    const asked: AnswerReading = { kind: 'as_asked', searched: request.question };
    const history = request.history ?? [];
    let reply: string;
    try {
      reply = await this.model.complete(rewriteMessages(request.question, language, history), settings, REWRITE_TOKENS);
    } catch (error) {
      questionRewrites.inc({ result: 'failed' });
      logger('assistant').warn({ err: (error as Error).message }, 'the question could not be rewritten; it is searched as asked');
      return asked;
    }
    const rewrite = parseRewrite(reply, request.question);
    if (!rewrite) {
      questionRewrites.inc({ result: 'failed' });
      return asked;
    }
    const changed = rewrite.question.trim() !== request.question.trim();
    questionRewrites.inc({ result: changed ? 'rewritten' : 'unchanged' });
    const translated = rewrite.translation ? { translated: [rewrite.translation] } : {};
    if (!changed) return { ...asked, ...translated };
    return {
      kind: 'rewritten',
      searched: rewrite.question,
      ...(history.length ? { previous: history.at(-1)!.question } : {}),
      ...translated,
    };
  }

  private async generate(
    request: AnswerRequest,
    language: Language,
    context: ModelContext,
    settings: Settings,
  ): Promise<Omit<ModelReply, 'reading' | 'retrievalMs'>> {
    const { passages } = context;
    const messages = buildMessages(request.question, language, passages, request.history);
    modelPromptChars.observe(
      { part: 'passages' },
      passages.reduce((n, p) => n + p.text.length, 0),
    );
    modelPromptChars.observe(
      { part: 'total' },
      messages.reduce((n, m) => n + m.content.length, 0),
    );
    const { text, firstTokenMs } = await this.model.generate({ messages, settings, onDelta: request.onDelta });
    if (isRefusal(text)) {
      modelRefusals.inc({ language });
      return { ...notFound(language), firstTokenMs };
    }
    const cited = citedPassages(text, passages.length).map((n) => passages[n - 1]);
    const body = stripCitations(text);
    // An answer that cites nothing is not a sourced answer: shown, but marked "not sure".
    if (cited.length === 0) return { text: body, sources: [], mode: 'uncertain', error: null, firstTokenMs, sourceVersions: [] };
    const sources: SourceDoc[] = [];
    for (const p of cited) {
      const source = this.index.sourceOf(p.entryId, { id: p.entryId, title: p.title, category: p.category });
      if (!sources.some((s) => s.id === source.id)) sources.push(source);
    }
    const sourceLine = `\n\n${SOURCE_LABEL[language]}${sources.map((s) => s.title).join(SEPARATOR[language])}`;
    const quoted = citedQuotes(text, passages).map(({ passage, quote }) => ({ documentId: passage.entryId, passage: quote }));
    return { text: body + sourceLine, sources, mode: 'llm', error: null, firstTokenMs, sourceVersions: versionsOf(this.index, quoted) };
  }

  private capped(maxTokens: number | undefined): Settings {
    const settings = this.settings.get();
    return maxTokens === undefined ? settings : { ...settings, maxTokens: Math.min(settings.maxTokens, maxTokens) };
  }
}

const notFound = (language: Language) => ({
  text: NOT_FOUND_REPLY[language],
  sources: [],
  mode: 'not_found' as const,
  error: null,
  sourceVersions: [],
});

/** The model's "the passages do not answer": SPEC.md's not-found text in either language, however it ends. */
const isRefusal = (text: string) => (['en', 'ar'] as const).some((l) => text.trim().startsWith(NOT_FOUND_REPLY[l].slice(0, 30)));
