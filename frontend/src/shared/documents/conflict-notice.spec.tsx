import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { KnowledgeDocument } from '@kb/contracts';
import { mockApi, renderApp } from '../../test/render';
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
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
  version: 2,
};

afterEach(() => vi.unstubAllGlobals());

describe('ConflictNotice', () => {
  it('names the colleague who saved the newer version', async () => {
    mockApi({
      'GET /api/admin/users': {
        body: [
          { id: 'u2', username: 'fatima', name: 'Fatima Al-Sabah', role: 'admin', disabled: false, createdAt: '', lastSignInAt: null },
        ],
      },
    });
    renderApp(<ConflictNotice latest={latest} currentUserId="u1" onReload={vi.fn()} onOverwrite={vi.fn()} language="en" />);
    await screen.findByText(/Fatima Al-Sabah saved a newer version/);
  });

  it('says "you" for the user\'s own save in another tab', () => {
    renderApp(
      <ConflictNotice latest={{ ...latest, updatedBy: 'u1' }} currentUserId="u1" onReload={vi.fn()} onOverwrite={vi.fn()} language="en" />,
    );
    expect(screen.getByRole('alert').textContent).toContain('You (in another tab or window)');
  });

  it('falls back to "another administrator" when the name cannot be had', () => {
    mockApi({ 'GET /api/admin/users': { status: 403, body: { statusCode: 403, message: 'Forbidden' } } });
    renderApp(<ConflictNotice latest={latest} currentUserId="u1" onReload={vi.fn()} onOverwrite={vi.fn()} language="en" />);
    expect(screen.getByRole('alert').textContent).toContain('Another administrator');
  });
});
