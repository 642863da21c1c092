import { describe, expect, it } from 'vitest';
import { MAX_GLOSSARY_TERMS, MAX_GLOSSARY_TERM_LENGTH, type GlossaryEvent } from '@kb/contracts';
import { DomainError, fold } from '../../shared/event-sourcing/decider.js';
import { DeciderSpecification } from '../../shared/event-sourcing/decider-specification.js';
import { glossaryDecider } from './glossary.decider.js';

const given = DeciderSpecification.for(glossaryDecider);
const added = (id: string, terms: string[], origin: 'shipped' | 'admin' = 'admin'): GlossaryEvent => ({
  type: 'GlossaryEntryAdded',
  data: { id, terms, origin },
});
const sacked = added('e1', ['sacked', 'dismissed']);

describe('Glossary aggregate', () => {
  it('adds a group with its terms cleaned and repeats dropped, keeping the first spelling', () => {
    given([])
      .when({ type: 'AddEntry', id: 'e1', terms: ['  sacked ', 'Dismissed', 'dismissed', 'fired\tfrom  work'], origin: 'admin' })
      .then([added('e1', ['sacked', 'Dismissed', 'fired from work'])]);
    given([])
      .when({ type: 'AddEntry', id: 'e2', terms: ['يدفع', 'الدفع', 'pay'], origin: 'admin' })
      .then([added('e2', ['يدفع', 'الدفع', 'pay'])]);
  });

  it('refuses blank, too long, too few and too many terms', () => {
    const add = (terms: string[]) => given([]).when({ type: 'AddEntry', id: 'e1', terms, origin: 'admin' });
    add(['sacked', '  ']).thenFails(new DomainError('glossary_term_blank', { position: 2 }));
    add(['sacked', 'x'.repeat(MAX_GLOSSARY_TERM_LENGTH + 1)]).thenFails('glossary_term_too_long');
    add(['sacked', 'x'.repeat(MAX_GLOSSARY_TERM_LENGTH)]).then([added('e1', ['sacked', 'x'.repeat(MAX_GLOSSARY_TERM_LENGTH)])]);
    add(['sacked']).thenFails(new DomainError('glossary_terms_too_few', { min: 2 }));
    add(['Sacked', 'sacked ']).thenFails('glossary_terms_too_few');
    add([]).thenFails('glossary_terms_too_few');
    add(Array.from({ length: MAX_GLOSSARY_TERMS + 1 }, (_, i) => `t${i}`)).thenFails(
      new DomainError('glossary_terms_too_many', { max: MAX_GLOSSARY_TERMS }),
    );
  });

  it('refuses a group another live entry already holds (any order, any case), but not one that was removed', () => {
    given([sacked])
      .when({ type: 'AddEntry', id: 'e2', terms: ['DISMISSED', 'sacked'], origin: 'admin' })
      .thenFails(new DomainError('glossary_entry_duplicate', { id: 'e1' }));
    given([sacked, { type: 'GlossaryEntryRemoved', data: { id: 'e1', terms: ['sacked', 'dismissed'] } }])
      .when({ type: 'AddEntry', id: 'e2', terms: ['dismissed', 'sacked'], origin: 'admin' })
      .then([added('e2', ['dismissed', 'sacked'])]);
    // A group sharing some terms is a different group.
    given([sacked])
      .when({ type: 'AddEntry', id: 'e2', terms: ['sacked', 'let go'], origin: 'admin' })
      .then([added('e2', ['sacked', 'let go'])]);
  });

  it('never reuses an id, even after removal', () => {
    given([sacked])
      .when({ type: 'AddEntry', id: 'e1', terms: ['a', 'b'], origin: 'admin' })
      .thenFails(new DomainError('glossary_entry_exists', { id: 'e1' }));
  });

  it('changes the terms of a live entry, recording what they were; the same terms again record nothing', () => {
    given([sacked])
      .when({ type: 'ChangeEntry', id: 'e1', terms: ['sacked', 'dismissed', 'let go'] })
      .then([
        {
          type: 'GlossaryEntryChanged',
          data: { id: 'e1', terms: ['sacked', 'dismissed', 'let go'], previousTerms: ['sacked', 'dismissed'] },
        },
      ]);
    given([sacked])
      .when({ type: 'ChangeEntry', id: 'e1', terms: [' sacked', 'dismissed '] })
      .then([]);
    given([sacked])
      .when({ type: 'ChangeEntry', id: 'e1', terms: ['sacked'] })
      .thenFails('glossary_terms_too_few');
  });

  it('refuses a change into a group another entry holds, but not into its own group reordered', () => {
    const other = added('e2', ['pay', 'salary']);
    given([sacked, other])
      .when({ type: 'ChangeEntry', id: 'e1', terms: ['Salary', 'pay'] })
      .thenFails(new DomainError('glossary_entry_duplicate', { id: 'e2' }));
    given([sacked, other])
      .when({ type: 'ChangeEntry', id: 'e1', terms: ['dismissed', 'sacked'] })
      .then([{ type: 'GlossaryEntryChanged', data: { id: 'e1', terms: ['dismissed', 'sacked'], previousTerms: ['sacked', 'dismissed'] } }]);
  });

  it('refuses to change or remove an unknown or removed entry', () => {
    const removed: GlossaryEvent = { type: 'GlossaryEntryRemoved', data: { id: 'e1', terms: ['sacked', 'dismissed'] } };
    const notFound = new DomainError('not_found', { entity: 'glossary_entry' });
    given([])
      .when({ type: 'ChangeEntry', id: 'e1', terms: ['a', 'b'] })
      .thenFails(notFound);
    given([sacked, removed])
      .when({ type: 'ChangeEntry', id: 'e1', terms: ['a', 'b'] })
      .thenFails(notFound);
    given([]).when({ type: 'RemoveEntry', id: 'e1' }).thenFails(notFound);
    given([sacked, removed]).when({ type: 'RemoveEntry', id: 'e1' }).thenFails(notFound);
  });

  it('removes an entry naming its terms', () => {
    given([sacked])
      .when({ type: 'RemoveEntry', id: 'e1' })
      .then([{ type: 'GlossaryEntryRemoved', data: { id: 'e1', terms: ['sacked', 'dismissed'] } }]);
  });

  it('counts each entry its own versions and refuses a stale edit or removal', () => {
    const changed: GlossaryEvent = {
      type: 'GlossaryEntryChanged',
      data: { id: 'e1', terms: ['sacked', 'let go'], previousTerms: ['sacked', 'dismissed'] },
    };
    const history = [sacked, added('e2', ['pay', 'salary']), changed];
    expect(fold(glossaryDecider, history).entries.get('e1')?.version).toBe(2);
    expect(fold(glossaryDecider, history).entries.get('e2')?.version).toBe(1);
    given(history)
      .when({ type: 'ChangeEntry', id: 'e1', terms: ['a', 'b'], expectedVersion: 1 })
      .thenFails(new DomainError('version_conflict', { expected: 1, actual: 2 }));
    given(history).when({ type: 'RemoveEntry', id: 'e1', expectedVersion: 1 }).thenFails('version_conflict');
    // Another entry's edits do not make this one stale.
    given(history)
      .when({ type: 'ChangeEntry', id: 'e2', terms: ['pay', 'wage'], expectedVersion: 1 })
      .then([{ type: 'GlossaryEntryChanged', data: { id: 'e2', terms: ['pay', 'wage'], previousTerms: ['pay', 'salary'] } }]);
    given(history)
      .when({ type: 'RemoveEntry', id: 'e1', expectedVersion: 2 })
      .then([{ type: 'GlossaryEntryRemoved', data: { id: 'e1', terms: ['sacked', 'let go'] } }]);
  });

  it('seeds the shipped groups whose ids were never used, skipping invalid ones and duplicates', () => {
    const seeds = [
      { id: 'shipped-1', terms: ['leave', 'vacation'] },
      { id: 'shipped-2', terms: ['salary', 'pay'] },
      { id: 'shipped-3', terms: ['lonely'] },
      { id: 'shipped-4', terms: ['Vacation', 'leave'] },
    ];
    given([])
      .when({ type: 'SeedEntries', entries: seeds })
      .then([added('shipped-1', ['leave', 'vacation'], 'shipped'), added('shipped-2', ['salary', 'pay'], 'shipped')]);
    // A second start adds nothing; a shipped entry an admin removed stays removed.
    const first = [added('shipped-1', ['leave', 'vacation'], 'shipped'), added('shipped-2', ['salary', 'pay'], 'shipped')];
    given(first).when({ type: 'SeedEntries', entries: seeds }).then([]);
    given([...first, { type: 'GlossaryEntryRemoved', data: { id: 'shipped-2', terms: ['salary', 'pay'] } }])
      .when({ type: 'SeedEntries', entries: seeds })
      .then([]);
  });
});
