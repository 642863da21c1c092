import { Global, Module, type OnModuleInit } from '@nestjs/common';
import { ProjectionRunner } from '../projections/projection-runner.js';
import { SettingsModule } from '../settings/settings.module.js';
import { AnsweringController } from './queries/answering-mode/answering-mode.controller.js';
import { Assistant } from './assistant.port.js';
import { AssistantService } from './assistant.service.js';
import { AskQuestionHandler } from './commands/ask-question/ask-question.handler.js';
import { HybridRetrieval } from './embeddings/hybrid-retrieval.js';
import { RetrievalIndex } from './retrieval-index.projector.js';

@Global()
@Module({
  imports: [SettingsModule],
  controllers: [AnsweringController],
  // HybridRetrieval registers its projection and runs its embedder only when EMBEDDINGS_MODEL is set.
  providers: [RetrievalIndex, HybridRetrieval, AssistantService, { provide: Assistant, useExisting: AssistantService }, AskQuestionHandler],
  exports: [Assistant, RetrievalIndex, HybridRetrieval, AskQuestionHandler],
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
