import { describe, it } from 'vitest';
import { MAX_FILE_DESCRIPTION_LENGTH, type KnowledgeFileEvent } from '@kb/contracts';
import { DomainError } from '../../shared/event-sourcing/decider.js';
import { DeciderSpecification } from '../../shared/event-sourcing/decider-specification.js';
import { knowledgeFileDecider } from './knowledge-file.decider.js';

const id = '0b9c6a56-3f1e-4c61-9d3a-2f7b8e1c5d40';
const owner = 'u-owner';
const uploadedData = {
  id,
  ownerId: owner,
  uploadedByAdmin: false,
  originalFilename: 'تقرير.pdf',
  size: 1234,
  mediaType: 'application/pdf' as const,
  sha256: 'ab'.repeat(32),
  description: 'Q3 report',
  isKnowledgeSource: true,
};
const uploaded: KnowledgeFileEvent = { type: 'KnowledgeFileUploaded', data: uploadedData };
const extracted: KnowledgeFileEvent = {
  type: 'KnowledgeFileTextExtracted',
  data: { id, text: 'Roaming costs 3 KWD a day.', method: 'pdf', languages: ['en'], pages: 1, durationMs: 12, note: null },
};
const given = DeciderSpecification.for(knowledgeFileDecider);
const notFound = new DomainError('not_found', { entity: 'knowledge_file' });

describe('KnowledgeFile aggregate', () => {
  it('records an upload with every fact, once per id', () => {
    given([])
      .when({ type: 'UploadFile', ...uploadedData })
      .then([uploaded]);
    given([uploaded])
      .when({ type: 'UploadFile', ...uploadedData })
      .thenFails(new DomainError('knowledge_file_exists', { id }));
  });

  it('refuses an over-long description', () => {
    given([])
      .when({ type: 'UploadFile', ...uploadedData, description: 'x'.repeat(MAX_FILE_DESCRIPTION_LENGTH + 1) })
      .thenFails('knowledge_file_description_too_long');
    given([uploaded])
      .when({ type: 'ChangeFile', requestedBy: owner, description: 'x'.repeat(MAX_FILE_DESCRIPTION_LENGTH + 1) })
      .thenFails('knowledge_file_description_too_long');
  });

  it('records the first extraction outcome only (a second instance finishing later changes nothing)', () => {
    given([uploaded])
      .when({
        type: 'RecordExtraction',
        text: 'Roaming costs 3 KWD a day.',
        method: 'pdf',
        languages: ['en'],
        pages: 1,
        durationMs: 12,
        note: null,
      })
      .then([extracted]);
    given([uploaded, extracted]).when({ type: 'RecordExtractionFailure', reason: 'upload_timeout', durationMs: 5 }).then([]);
    given([uploaded])
      .when({ type: 'RecordExtractionFailure', reason: 'upload_no_text', durationMs: 5 })
      .then([{ type: 'KnowledgeFileExtractionFailed', data: { id, reason: 'upload_no_text', durationMs: 5 } }]);
  });

  it('saves a chat attachment as a knowledge file once, for its owner only; a file uploaded as one has nothing to save', () => {
    const attached: KnowledgeFileEvent = {
      type: 'KnowledgeFileUploaded',
      data: { ...uploadedData, isKnowledgeSource: false, chatAttachment: true },
    };
    const saved: KnowledgeFileEvent = { type: 'KnowledgeFileSavedFromChat', data: { id } };
    given([attached])
      .when({ type: 'ChangeFile', requestedBy: owner, saveAsKnowledgeFile: true, isKnowledgeSource: true })
      .then([saved, { type: 'KnowledgeFileSourceChanged', data: { id, isKnowledgeSource: true } }]);
    given([attached, saved]).when({ type: 'ChangeFile', requestedBy: owner, saveAsKnowledgeFile: true }).then([]);
    given([uploaded]).when({ type: 'ChangeFile', requestedBy: owner, saveAsKnowledgeFile: true }).then([]);
    given([attached]).when({ type: 'ChangeFile', requestedBy: 'u-other', saveAsKnowledgeFile: true }).thenFails(notFound);
  });

  it('lets only the owner change or delete it; anyone else is told it does not exist', () => {
    given([uploaded]).when({ type: 'ChangeFile', requestedBy: 'u-other', isKnowledgeSource: false }).thenFails(notFound);
    given([uploaded]).when({ type: 'DeleteFile', requestedBy: 'u-admin' }).thenFails(notFound);
    given([uploaded])
      .when({ type: 'ChangeFile', requestedBy: owner, isKnowledgeSource: false, description: 'Q3 report' })
      .then([{ type: 'KnowledgeFileSourceChanged', data: { id, isKnowledgeSource: false } }]);
    given([uploaded])
      .when({ type: 'ChangeFile', requestedBy: owner, isKnowledgeSource: true, description: 'final' })
      .then([{ type: 'KnowledgeFileDescribed', data: { id, description: 'final' } }]);
  });

  it('deletes keeping name and hash in the event, and nothing happens to a deleted file afterwards', () => {
    const deleted = given([uploaded, extracted])
      .when({ type: 'DeleteFile', requestedBy: owner })
      .then([{ type: 'KnowledgeFileDeleted', data: { id, sha256: uploadedData.sha256, originalFilename: 'تقرير.pdf' } }]);
    const history = [uploaded, ...deleted];
    given(history).when({ type: 'DeleteFile', requestedBy: owner }).thenFails(notFound);
    given(history).when({ type: 'ChangeFile', requestedBy: owner, isKnowledgeSource: false }).thenFails(notFound);
    given(history)
      .when({ type: 'RecordExtraction', text: 't', method: 'text', languages: [], pages: null, durationMs: 1, note: null })
      .thenFails(notFound);
  });

  describe('readings begun (issue 44: no crash loop)', () => {
    const started = (attempt: number): KnowledgeFileEvent => ({ type: 'KnowledgeFileExtractionStarted', data: { id, attempt } });

    it('lets the first instance claim the reading; one that saw the same count later records nothing', () => {
      given([uploaded])
        .when({ type: 'StartExtraction', after: 0 })
        .then([started(1)]);
      given([uploaded, started(1)])
        .when({ type: 'StartExtraction', after: 0 })
        .then([]);
    });

    it('reads once more after a reading that never finished, then fails the file with the reason instead of a third reading', () => {
      given([uploaded, started(1)])
        .when({ type: 'StartExtraction', after: 1 })
        .then([started(2)]);
      given([uploaded, started(1), started(2)])
        .when({ type: 'StartExtraction', after: 2 })
        .then([
          {
            type: 'KnowledgeFileExtractionFailed',
            data: { id, reason: 'file_extraction_interrupted', params: { attempts: 2 }, durationMs: 0 },
          },
        ]);
    });

    it('claims nothing for a file already read or failed, and nothing for a deleted one', () => {
      given([uploaded, started(1), extracted])
        .when({ type: 'StartExtraction', after: 1 })
        .then([]);
      given([uploaded, { type: 'KnowledgeFileDeleted', data: { id, sha256: uploadedData.sha256, originalFilename: 'تقرير.pdf' } }])
        .when({ type: 'StartExtraction', after: 0 })
        .thenFails(notFound);
    });
  });
});
