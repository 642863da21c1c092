import { describe, expect, it } from 'vitest';
import { NOT_FOUND_REPLY } from '@kb/contracts';
import { loadConfig } from '../config/app-config.js';
import { SEED_DOCUMENTS } from '../documents/testing/fixtures.js';
import { AssistantSettings } from '../settings/assistant-settings.js';
import { AssistantService } from './assistant.service.js';
import { seededIndex, storedEvent } from './testing/seeded-index.js';

const annual = SEED_DOCUMENTS.find((d) => d.title === 'Annual Leave Policy')!;
const archivedRoaming = SEED_DOCUMENTS.find((d) => d.status === 'archived' && d.title.includes('Roaming'))!;

describe('answering without a model (the default)', () => {
  const assistant = new AssistantService(seededIndex(), new AssistantSettings(), loadConfig({}));

  it('answers an English question extractively from an active document and names it', async () => {
    const reply = await assistant.answer({ question: 'How many days of annual leave do I get?' });
    expect(reply.mode).toBe('extractive');
    expect(reply.language).toBe('en');
    expect(reply.text).toMatch(/30 calendar days/);
    expect(reply.text).toMatch(/Source: .*Annual Leave Policy/);
    expect(reply.sources.map((s) => s.id)).toContain(annual.id);
    expect(reply.error).toBeNull();
  });

  it('answers Arabic in Arabic, with an Arabic source line', async () => {
    const reply = await assistant.answer({ question: 'كم عدد أيام الإجازة السنوية؟' });
    expect(reply.language).toBe('ar');
    expect(reply.text).toMatch(/30 يوماً/);
    expect(reply.text).toMatch(/المصدر: .*سياسة الإجازة السنوية/);
    expect(reply.text).not.toMatch(/Source:/);
  });

  it('says it could not find an answer, in the question language, for unrelated questions', async () => {
    const en = await assistant.answer({ question: 'Which team won the 1998 football world cup final in Paris?' });
    expect(en).toMatchObject({ text: NOT_FOUND_REPLY.en, sources: [], mode: 'not_found' });
    const ar = await assistant.answer({ question: 'من فاز بكأس العالم لكرة القدم عام 1998 في باريس؟' });
    expect(ar).toMatchObject({ text: NOT_FOUND_REPLY.ar, sources: [], mode: 'not_found' });
  });

  it('never cites draft or archived documents', async () => {
    for (const question of [
      'What were the 2023 roaming tariff rates per MB?',
      'What is the proposed 2027 annual leave revision?',
      'Gulfnet Unlimited Max 5G plan launch price',
    ]) {
      const reply = await assistant.answer({ question });
      const inactive = SEED_DOCUMENTS.filter((d) => d.status !== 'active').map((d) => d.id);
      expect(reply.sources.filter((s) => inactive.includes(s.id))).toEqual([]);
      expect(reply.text).not.toMatch(/0\.275|19\.900|24\.500|33 calendar days/);
    }
    expect(archivedRoaming).toBeDefined();
  });

  it('answers from the new state once an edit or a deletion has been applied', async () => {
    const index = seededIndex();
    const service = new AssistantService(index, new AssistantSettings(), loadConfig({}));
    index.apply(
      storedEvent('DocumentUpdated', { id: annual.id, content: annual.content.replace(/30 calendar days/g, '32 calendar days') }),
    );
    const edited = await service.answer({ question: 'How many days of annual leave do I get?' });
    expect(edited.text).toMatch(/32 calendar days/);
    expect(edited.text).not.toMatch(/30 calendar days/);
    index.apply(storedEvent('DocumentStatusChanged', { id: annual.id, status: 'archived', previousStatus: 'active' }));
    const archived = await service.answer({ question: 'How many days of annual leave do I get?' });
    expect(archived.sources.map((s) => s.id)).not.toContain(annual.id);
    index.apply(storedEvent('DocumentStatusChanged', { id: annual.id, status: 'active', previousStatus: 'archived' }));
    index.apply(storedEvent('DocumentDeleted', { id: annual.id, previousStatus: 'active' }));
    const deleted = await service.answer({ question: 'How many days of annual leave do I get?' });
    expect(deleted.sources.map((s) => s.id)).not.toContain(annual.id);
  });
});
