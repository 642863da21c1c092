import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AnalyticsGaps } from '@kb/contracts';
import { mockApi, renderApp } from '../../../test/render';
import { AnalyticsTab } from './analytics-tab';

const gaps = (publicCount: number): AnalyticsGaps =>
  ({
    from: '2026-10-24T00:00:00.000Z',
    to: '2026-11-23T00:00:00.000Z',
    language: null,
    unanswered: [
      {
        question: 'Can staff borrow a kayak?',
        variants: ['Is there a kayak employees can borrow?'],
        count: 2,
        publicCount,
        lastAskedAt: '2026-11-22T08:00:00.000Z',
        language: 'en',
        terms: ['borrow', 'kayak'],
      },
    ],
    unhelpful: [],
    neverCited: [],
    mostCited: [],
  }) as AnalyticsGaps;

afterEach(() => vi.unstubAllGlobals());

describe('AnalyticsTab', () => {
  it('says how many of a gap were asked on the public chat', async () => {
    mockApi({ 'GET /api/analytics/gaps': { body: gaps(1) } });
    renderApp(<AnalyticsTab />);
    const item = (await screen.findByText('Can staff borrow a kayak?')).closest('li')!;
    expect(item.textContent).toContain('Asked 2 times');
    expect(item.textContent).toContain('1 on the public chat');
  });

  it('says nothing of the public chat when nobody asked there', async () => {
    mockApi({ 'GET /api/analytics/gaps': { body: gaps(0) } });
    renderApp(<AnalyticsTab />);
    const item = (await screen.findByText('Can staff borrow a kayak?')).closest('li')!;
    expect(item.textContent).not.toContain('public chat');
  });
});
