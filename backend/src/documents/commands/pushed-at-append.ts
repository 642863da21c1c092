import { Injectable } from '@nestjs/common';
import type { KnowledgeDocument } from '@kb/contracts';
import type { CommandContext } from '../../shared/event-sourcing/command-handler.js';
import { CommandRunner } from '../../shared/event-sourcing/command-runner.js';
import { DomainError } from '../../shared/event-sourcing/decider.js';
import { documentDecider, type DocumentCommand } from '../domain/document.decider.js';
import { changesOfEvents } from '../live/document-changes.js';
import { DocumentPushes } from '../live/document-pushes.js';
import { documentAfter } from '../read-model/document-row.js';
import { DocumentsQueries } from '../read-model/documents.queries.js';
import { documentCommand } from './document-command.js';

/**
 * Runs a command on one document and pushes its change as soon as the append committed (issue 50
 * item 3), before the read model has it: the row follows from the events and, for an edit, the row
 * before them (read beside the command). The events are marked `pushedAtAppend`, so the read
 * model's push skips them. Then it waits, as every document command did, until the read model and
 * the search index show the change, and answers with the row it pushed (no read back). When the
 * row read before is not the version the events followed (the read model was behind, or another
 * writer came first), the push waits for the read model and carries the row it then holds.
 * Resolves to the document after the command, null once deleted. `newId`: the id was drawn just now
 * (a create without a given id), so there is no stream to read before deciding; should one exist
 * after all, the append is a conflict and the command is decided again on the stream as it is.
 */
@Injectable()
export class DocumentCommandsPushedAtAppend {
  constructor(
    private readonly commands: CommandRunner,
    private readonly queries: DocumentsQueries,
    private readonly pushes: DocumentPushes,
  ) {}

  async run(
    id: string,
    command: DocumentCommand,
    ctx: CommandContext,
    expectedVersion?: number,
    { newId = false }: { newId?: boolean } = {},
  ): Promise<KnowledgeDocument | null | DomainError> {
    const spec = documentCommand(id, command, ctx, expectedVersion);
    const before = command.type === 'UpdateDocument' ? this.queries.findById(id).catch(() => null) : Promise.resolve(null);
    const known = newId ? { known: { state: documentDecider.initialState, version: -1 } } : {};
    const result = await this.commands.run({ ...spec, ...known, waitFor: [], pushedAtAppend: true });
    if (result instanceof DomainError) return result;
    if (result.events.length === 0) {
      // Nothing changed: nothing to push; the row as the read model shows the stream.
      await this.commands.settled(spec.streamId, spec.waitFor);
      return this.queries.findById(id);
    }
    const [change] = changesOfEvents(result.events);
    const version = result.version + 1;
    const previous = await before;
    const followsFrom = command.type !== 'UpdateDocument' || previous?.version === version - result.events.length;
    if (followsFrom) {
      const doc = documentAfter(previous, result.events, { actor: ctx.actor, at: ctx.now.toISOString(), version });
      this.pushes.appended(change, doc, result.position);
      await this.commands.visible(result, spec.waitFor);
      return doc;
    }
    const pushCurrent = async () => {
      const doc = await this.queries.findById(id);
      this.pushes.appended(change, doc, result.position);
      return doc;
    };
    // Pushed even when the wait fails: the read model's push skips the marked events.
    await this.commands.visible(result, spec.waitFor).catch(async (error: unknown) => {
      await pushCurrent();
      throw error;
    });
    return pushCurrent();
  }
}
