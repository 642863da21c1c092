import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { KnowledgeDocument } from '@kb/contracts';
import { renderApp } from '../../test/render';
import { ConflictNotice } from './conflict-notice';

const latest: KnowledgeDocument = {
  id: 'd1',
  title: 'Roaming',
  content: 'text',
  category: 'hr_policies',
  categoryLabel: { en: 'HR Policies', ar: 'سياسات الموارد البشرية' },
  status: 'active',
  createdBy: 'u1',
  updatedBy: 'u2',
  updatedByName: 'Fatima Al-Sabah',
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
  version: 2,
};

describe('ConflictNotice', () => {
  it('names the colleague who saved the newer version', () => {
    renderApp(<ConflictNotice latest={latest} currentUserId="u1" onReload={vi.fn()} onOverwrite={vi.fn()} language="en" />);
    expect(screen.getByRole('alert').textContent).toContain('Fatima Al-Sabah saved a newer version');
  });

  it('says "you" for the user\'s own save in another tab', () => {
    renderApp(<ConflictNotice latest={{ ...latest, updatedBy: 'u1' }} currentUserId="u1" onReload={vi.fn()} onOverwrite={vi.fn()} language="en" />);
    expect(screen.getByRole('alert').textContent).toContain('You (in another tab or window)');
  });

  it('falls back to "another administrator" without a name', () => {
    renderApp(<ConflictNotice latest={{ ...latest, updatedByName: null }} currentUserId="u1" onReload={vi.fn()} onOverwrite={vi.fn()} language="en" />);
    expect(screen.getByRole('alert').textContent).toContain('Another administrator');
  });
});
