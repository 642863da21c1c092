import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AuditProvenance } from '@kb/contracts';
import { mockApi, renderApp } from '../../../test/render';
import { ProvenanceView } from './provenance-view';

const fileQuestion: AuditProvenance = {
  conversationId: null,
  fileId: 'f-1',
  ownerId: 'u-1',
  ownerName: 'Agent',
  question: { messageId: 'q-1', content: 'When does the lounge open?', language: 'en', at: '2026-11-26T10:00:00.000Z', position: 10 },
  reply: {
    messageId: 'a-1',
    content: 'It opens at 06:45.',
    mode: 'extractive',
    error: null,
    at: '2026-11-26T10:00:01.000Z',
    position: 11,
    reading: null,
  },
  sources: [
    {
      documentId: 'f-1',
      version: 2,
      title: 'lounge.txt',
      content: 'The lounge opens at 06:45 every morning.',
      passage: 'The lounge opens at 06:45 every morning.',
      basis: 'recorded',
    },
  ],
};

describe('provenance of a question asked of one file', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('says the question was asked of a file, and shows the file as it was read', async () => {
    mockApi({ 'GET /api/audit/messages/a-1/provenance': { body: fileQuestion } });
    renderApp(<ProvenanceView messageId="a-1" onChoose={() => undefined} />);
    expect(await screen.findByTestId('provenance-file')).toHaveTextContent('Asked of one knowledge file');
    expect(screen.getByTestId('provenance-question')).toHaveTextContent('When does the lounge open?');
    expect(screen.getByText('lounge.txt')).toBeInTheDocument();
  });

  it('shows what a model answer searched: its standalone rewrite, the previous question and the translation', async () => {
    const reading = {
      kind: 'rewritten' as const,
      searched: 'When does the staff lounge open on Fridays?',
      previous: 'When does the lounge open?',
      translated: ['متى تفتح استراحة الموظفين يوم الجمعة؟'],
    };
    mockApi({
      'GET /api/audit/messages/a-1/provenance': { body: { ...fileQuestion, reply: { ...fileQuestion.reply!, mode: 'llm', reading } } },
    });
    renderApp(<ProvenanceView messageId="a-1" onChoose={() => undefined} />);
    const shown = await screen.findByTestId('provenance-reading');
    expect(shown).toHaveTextContent('Searched as (rewritten by the model)When does the staff lounge open on Fridays?');
    expect(shown).toHaveTextContent('Previous questionWhen does the lounge open?');
    expect(shown).toHaveTextContent('متى تفتح استراحة الموظفين يوم الجمعة؟');
  });

  it("says nothing of a file for a conversation's question", async () => {
    mockApi({ 'GET /api/audit/messages/a-1/provenance': { body: { ...fileQuestion, conversationId: 'c-1', fileId: undefined } } });
    renderApp(<ProvenanceView messageId="a-1" onChoose={() => undefined} />);
    await screen.findByTestId('provenance-question');
    expect(screen.queryByTestId('provenance-file')).toBeNull();
  });
});
