import { Global, Module, type OnModuleInit } from '@nestjs/common';
import { ProjectionRunner } from '../projections/projection-runner.js';
import { SettingsModule } from '../settings/settings.module.js';
import { AnsweringController } from './queries/answering-mode/answering-mode.controller.js';
import { Assistant } from './assistant.port.js';
import { AssistantService } from './assistant.service.js';
import { AnswerQuestion } from './answering/answer-question.service.js';
import { HybridRetrieval } from './embeddings/hybrid-retrieval.js';
import { ObservedAssistant } from './observed-assistant.js';
import { RetrievalIndex } from './read-model/retrieval-index.projector.js';
import { ANSWER_MESSAGES } from './http/answer-messages.js';
import { messagesProvider } from '../shared/i18n/messages.js';

@Global()
@Module({
  imports: [SettingsModule],
  controllers: [AnsweringController],
  // HybridRetrieval registers its projection and runs its embedder only when EMBEDDINGS_MODEL is set.
  providers: [
    messagesProvider(ANSWER_MESSAGES),
    RetrievalIndex,
    HybridRetrieval,
    AssistantService,
    // What the app asks is the service with its spans and metrics around each answer.
    { provide: Assistant, useFactory: (service: AssistantService) => new ObservedAssistant(service), inject: [AssistantService] },
    AnswerQuestion,
  ],
  exports: [Assistant, RetrievalIndex, HybridRetrieval, AnswerQuestion],
})
export class AssistantModule implements OnModuleInit {
  constructor(
    private readonly runner: ProjectionRunner,
    private readonly index: RetrievalIndex,
  ) {}

  onModuleInit(): void {
    this.runner.register(this.index);
  }
}
