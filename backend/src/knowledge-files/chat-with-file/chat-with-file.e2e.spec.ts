import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  fileQuestionStreamId,
  type AuditEvent,
  type FileQuestionAnswered,
  type FileQuestionAsked,
  type KnowledgeFile,
} from '@kb/contracts';
import { Assistant } from '../../assistant/assistant.port.js';
import { ledgerCaughtUp } from '../../audit/testing/audit-harness.js';
import { signIn, type Client } from '../../testing/http.js';
import { startTestApp, type TestApp } from '../../testing/test-app.js';
import { FileExtraction } from '../commands/record-extraction/file-extraction.js';

describe('chat with one file: questions and answers recorded like the main chat (started app)', () => {
  let t: TestApp;
  let agent: Client;
  let auditor: Client;
  let fileId: string;
  const events = async (query: string) => {
    await ledgerCaughtUp(t);
    const res = await auditor.get(`/api/audit/events?${query}`);
    expect(res.status).toBe(200);
    return res.body.events as AuditEvent[];
  };
  const chat = (message: string, language: 'en' | 'ar' = 'en') =>
    agent.post(`/api/chat-with-knowledge-file/${fileId}`, { message, language });

  beforeAll(async () => {
    t = await startTestApp();
    agent = await signIn(t.url, 'agent');
    auditor = await signIn(t.url, 'auditor');
    const form = new FormData();
    form.append(
      'file',
      new Blob([new TextEncoder().encode('The Quillfeather lounge opens at 06:45 every morning. Guests may bring one visitor.')]),
      'lounge.txt',
    );
    const res = await fetch(`${t.url}/api/knowledge-files`, { method: 'POST', headers: { cookie: agent.cookie }, body: form });
    fileId = ((await res.json()) as KnowledgeFile).id;
    await t.app.get(FileExtraction, { strict: false }).idle();
  });
  afterAll(() => t?.close());

  it('records the question and its answer with the file version and passage quoted, and the audit API explains it', async () => {
    const res = await chat('When does the Quillfeather lounge open?');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'ready', language: 'en', error: null, mode: 'extractive' });
    expect(res.body.reply).toMatch(/06:45/);

    const asked = (await events('type=FileQuestionAsked')).find(
      (e) => (e.data as FileQuestionAsked['data']).content === 'When does the Quillfeather lounge open?',
    )!;
    expect(asked.data).toEqual({
      fileId,
      ownerId: agent.userId,
      messageId: expect.any(String),
      content: 'When does the Quillfeather lounge open?',
      language: 'en',
    });
    const questionId = (asked.data as FileQuestionAsked['data']).messageId;
    expect(asked.streamId).toBe(fileQuestionStreamId(questionId));
    const [question, answer] = await events(`stream=${fileQuestionStreamId(questionId)}`);
    expect([question.type, answer.type]).toEqual(['FileQuestionAsked', 'FileQuestionAnswered']);
    const answered = answer.data as FileQuestionAnswered['data'];
    expect(answered).toMatchObject({
      fileId,
      ownerId: agent.userId,
      inReplyTo: questionId,
      mode: 'extractive',
      error: null,
      content: res.body.reply,
      sourceDocs: res.body.sources,
    });
    expect(answered.timings).toMatchObject({
      retrievalMs: expect.any(Number),
      generationMs: expect.any(Number),
      totalMs: expect.any(Number),
    });
    expect(answered.sourceVersions).toEqual([
      { documentId: fileId, version: expect.any(Number), passage: expect.stringContaining('06:45') },
    ]);
    // Who, which request, and what caused it: the answer is caused by the question, in its request.
    expect(question.metadata).toMatchObject({ actor: agent.userId });
    expect(answer.metadata).toMatchObject({
      actor: agent.userId,
      correlationId: question.metadata.correlationId,
      causationId: question.id,
    });

    const provenance = await auditor.get(`/api/audit/messages/${answered.messageId}/provenance`);
    expect(provenance.status).toBe(200);
    expect(provenance.body).toMatchObject({
      conversationId: null,
      fileId,
      ownerId: agent.userId,
      question: { messageId: questionId, content: 'When does the Quillfeather lounge open?', language: 'en' },
      reply: { messageId: answered.messageId, mode: 'extractive', error: null },
    });
    expect(provenance.body.sources).toEqual([
      {
        documentId: fileId,
        version: answered.sourceVersions[0].version,
        title: 'lounge.txt',
        content: expect.stringContaining('Guests may bring one visitor'),
        passage: expect.stringContaining('06:45'),
        basis: 'recorded',
      },
    ]);
    expect((await auditor.get(`/api/audit/messages/${questionId}/provenance`)).body.reply.messageId).toBe(answered.messageId);
    // Reading another user's file question is recorded, as reading their conversation is.
    const viewed = await events(`type=AuditRecordViewed&actor=${auditor.userId}`);
    expect(viewed.map((e) => e.data)).toContainEqual({
      readerId: auditor.userId,
      via: 'provenance',
      conversations: [{ conversationId: fileQuestionStreamId(questionId), ownerId: agent.userId }],
      messageId: answered.messageId,
    });
  });

  it('records a failing assistant as a failed answer (SPEC error), never a 500', async () => {
    const spy = vi.spyOn(t.app.get(Assistant), 'answer').mockRejectedValueOnce(new Error('the engine broke'));
    try {
      const res = await chat('Can guests bring a visitor to the Quillfeather lounge?');
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ error: 'assistant_failed', sources: [], status: 'ready', mode: 'not_found' });
      expect(res.body.reply).toBe('The assistant could not answer this time. Your question is saved; please try again.');
    } finally {
      spy.mockRestore();
    }
    const asked = (await events('type=FileQuestionAsked')).find(
      (e) => (e.data as FileQuestionAsked['data']).content === 'Can guests bring a visitor to the Quillfeather lounge?',
    )!;
    const [, answer] = await events(`stream=${asked.streamId}`);
    expect(answer).toMatchObject({
      type: 'FileQuestionAnswered',
      data: { error: 'assistant_failed', mode: 'not_found', sourceDocs: [], sourceVersions: [] },
    });
    const provenance = await auditor.get(`/api/audit/messages/${(asked.data as FileQuestionAsked['data']).messageId}/provenance`);
    expect(provenance.body.reply).toMatchObject({ error: 'assistant_failed' });
  });
});
