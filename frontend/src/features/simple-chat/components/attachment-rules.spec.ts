import { describe, expect, it } from 'vitest';
import { attachmentProblem, canSendSimple } from './attachment-rules';

const MB = 1024 * 1024;

describe('simple chat attachment rules', () => {
  it('accepts the types SPEC lists, by MIME type or by extension when the browser gives none', () => {
    expect(attachmentProblem({ name: 'a.png', size: 10, type: 'image/png' })).toBeNull();
    expect(attachmentProblem({ name: 'policy.docx', size: 10, type: '' })).toBeNull();
    expect(attachmentProblem({ name: 'notes.txt', size: 10, type: 'text/plain' })).toBeNull();
  });

  it('refuses json, which the picker lists, and other types', () => {
    expect(attachmentProblem({ name: 'data.json', size: 10, type: 'application/json' })).toBe('unsupported');
    expect(attachmentProblem({ name: 'data.json', size: 10, type: '' })).toBe('unsupported');
    expect(attachmentProblem({ name: 'movie.mp4', size: 10, type: 'video/mp4' })).toBe('unsupported');
  });

  it('refuses more than 5 MB, and says so before the type', () => {
    expect(attachmentProblem({ name: 'big.pdf', size: 5 * MB, type: 'application/pdf' })).toBeNull();
    expect(attachmentProblem({ name: 'big.pdf', size: 5 * MB + 1, type: 'application/pdf' })).toBe('too_large');
    expect(attachmentProblem({ name: 'big.json', size: 6 * MB, type: 'application/json' })).toBe('too_large');
  });

  it('sends trimmed text or a file, never while waiting', () => {
    expect(canSendSimple('  ', null, false)).toBe(false);
    expect(canSendSimple(' hi ', null, false)).toBe(true);
    expect(canSendSimple('', { name: 'a.txt' }, false)).toBe(true);
    expect(canSendSimple('hi', null, true)).toBe(false);
  });
});
