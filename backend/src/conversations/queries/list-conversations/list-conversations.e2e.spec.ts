import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONVERSATIONS_PAGE_SIZE, MAX_CONVERSATIONS_PAGE_SIZE, NEXT_CURSOR_HEADER } from '@kb/contracts';
import { CommandRunner } from '../../../shared/event-sourcing/command-runner.js';
import { DomainError } from '../../../shared/event-sourcing/decider.js';
import { signIn, type Client } from '../../../testing/http.js';
import { startTestApp, type TestApp } from '../../../testing/test-app.js';
import { conversationCommand } from '../../commands/conversation-command.js';

describe('GET /api/conversations in pages', () => {
  let app: TestApp;
  let agent: Client;
  let other: Client;
  const TOTAL = 1000;
  const created: { id: string; at: string }[] = [];

  beforeAll(async () => {
    app = await startTestApp();
    agent = await signIn(app.url, 'agent', 'agent123');
    other = await signIn(app.url, 'auditor', 'auditor123');
    // Through the command path directly: HTTP would spend minutes on the same events.
    const commands = app.app.get(CommandRunner);
    const start = Date.parse('2025-03-01T00:00:00Z');
    for (let i = 0; i < TOTAL; i++) {
      // Ten conversations share each instant, so the id breaks ties across page boundaries.
      const at = new Date(start + Math.floor(i / 10) * 1000);
      const id = randomUUID();
      const last = i === TOTAL - 1;
      const result = await commands.run(
        conversationCommand(
          { type: 'Start', conversationId: id, ownerId: agent.userId, title: `Conversation ${i}` },
          { actor: agent.userId, now: at },
          last ? {} : { waitFor: [] },
        ),
      );
      expect(result).not.toBeInstanceOf(DomainError);
      created.push({ id, at: at.toISOString() });
    }
    await other.post('/api/conversations', { title: 'Not the agent’s' });
  }, 300_000);
  afterAll(() => app?.close());

  const expected = () => [...created].sort((a, b) => b.at.localeCompare(a.at) || a.id.localeCompare(b.id)).map((c) => c.id);

  it('gives every conversation exactly once, newest activity first, and no cursor after the last page', async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const res = await agent.get(
        `/api/conversations?limit=${MAX_CONVERSATIONS_PAGE_SIZE}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
      );
      expect(res.status).toBe(200);
      expect(Array.isArray(res.body)).toBe(true);
      seen.push(...res.body.map((c: { id: string }) => c.id));
      cursor = res.headers.get(NEXT_CURSOR_HEADER);
      pages++;
    } while (cursor && pages < 20);
    expect(pages).toBe(TOTAL / MAX_CONVERSATIONS_PAGE_SIZE);
    expect(seen).toEqual(expected());
  });

  it(`pages by ${CONVERSATIONS_PAGE_SIZE} without a limit, and the pages of another size line up the same`, async () => {
    const first = await agent.get('/api/conversations');
    expect(first.body).toHaveLength(CONVERSATIONS_PAGE_SIZE);
    expect(first.headers.get(NEXT_CURSOR_HEADER)).toBeTruthy();
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const res = await agent.get(`/api/conversations?limit=37${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
      seen.push(...res.body.map((c: { id: string }) => c.id));
      cursor = res.headers.get(NEXT_CURSOR_HEADER);
    } while (cursor);
    expect(seen).toEqual(expected());
    // A list that fits one page has no cursor at all.
    const small = await other.get('/api/conversations');
    expect(small.body).toHaveLength(1);
    expect(small.headers.get(NEXT_CURSOR_HEADER)).toBeNull();
  });

  it('refuses a malformed cursor or an out-of-range limit with a 400 naming it, in the caller language', async () => {
    for (const query of ['cursor=abc', 'cursor=' + Buffer.from('["yesterday","x"]').toString('base64url'), 'cursor=']) {
      const res = await agent.get(`/api/conversations?${query}`);
      expect(res.status, query).toBe(400);
      expect(res.body.message).toMatch(/cursor/);
    }
    for (const limit of ['0', '101', '-5', '2.5', 'many']) {
      const res = await agent.get(`/api/conversations?limit=${limit}`);
      expect(res.status, limit).toBe(400);
      expect(res.body.message).toMatch(/limit/);
    }
    const arabic = await agent.request('GET', '/api/conversations?limit=500', undefined, { 'accept-language': 'ar' });
    expect(arabic.body.message).toMatch(/الحقل عدد النتائج/);
  });
});
