import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONVERSATIONS_PAGE_SIZE, NEXT_CURSOR_HEADER, type Conversation } from '@kb/contracts';
import { i18n } from '../../../shared/i18n/i18n';
import { jsonResponse, mockApi, renderApp } from '../../../test/render';
import { emitServerEvent } from '../../../test/server-events';
import { baseApi } from '../../../shared/api/base-api';
import { ConversationList } from './conversation-list';

/** An IntersectionObserver the test scrolls: `scrollToEnd()` reports the sentinel as visible. */
class FakeObserver {
  static instances: FakeObserver[] = [];
  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeObserver.instances.push(this);
  }
  target: Element | null = null;
  observe(target: Element) {
    this.target = target;
  }
  disconnect() {
    this.target = null;
  }
  unobserve() {}
  takeRecords() {
    return [];
  }
  static scrollToEnd() {
    act(() => {
      for (const observer of FakeObserver.instances) {
        if (observer.target)
          observer.callback([{ isIntersecting: true, target: observer.target } as IntersectionObserverEntry], observer as never);
      }
    });
  }
}

const conversation = (n: number): Conversation => {
  const at = new Date(Date.UTC(2026, 0, 1) - n * 60_000).toISOString();
  return { id: `c${n}`, title: `Conversation ${n}`, createdAt: at, updatedAt: at };
};
const PAGE_1 = Array.from({ length: 3 }, (_, i) => conversation(i + 1));
const PAGE_2 = Array.from({ length: 2 }, (_, i) => conversation(i + 4));
const titles = () => screen.getAllByRole('button', { name: /^Conversation \d+/ }).map((b) => b.textContent?.match(/Conversation \d+/)?.[0]);

/** First page without a cursor, the second behind `next`; `failures` second-page calls fail first. */
function pagedServer({ failures = 0 } = {}) {
  const cursors: Array<string | null> = [];
  let failed = 0;
  let releaseSecond: () => void = () => {};
  const secondHeld = new Promise<void>((resolve) => (releaseSecond = resolve));
  const handler = async (request: Request) => {
    const url = new URL(request.url);
    expect(url.searchParams.get('limit')).toBe(String(CONVERSATIONS_PAGE_SIZE));
    const cursor = url.searchParams.get('cursor');
    cursors.push(cursor);
    if (cursor === null) return jsonResponse(PAGE_1, 200, { [NEXT_CURSOR_HEADER]: 'next' });
    await secondHeld;
    if (failed++ < failures) return jsonResponse({ statusCode: 500, message: 'boom' }, 500);
    return jsonResponse(PAGE_2);
  };
  return { cursors, handler, releaseSecond };
}

beforeEach(() => {
  FakeObserver.instances = [];
  vi.stubGlobal('IntersectionObserver', FakeObserver);
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

describe('sidebar conversation list in pages', () => {
  it('loads the next page when its end scrolls into view, showing that it is loading', async () => {
    const server = pagedServer();
    mockApi({ 'GET /api/conversations': server.handler });
    renderApp(<ConversationList onOpen={() => {}} />);
    await screen.findByText('Conversation 3');
    expect(server.cursors).toEqual([null]);

    FakeObserver.scrollToEnd();
    expect(await screen.findByRole('status')).toHaveTextContent('Loading more conversations...');
    server.releaseSecond();
    await screen.findByText('Conversation 5');
    expect(titles()).toEqual(['Conversation 1', 'Conversation 2', 'Conversation 3', 'Conversation 4', 'Conversation 5']);
    expect(server.cursors).toEqual([null, 'next']);
    // The last page has no cursor: nothing more is asked for.
    expect(screen.queryByTestId('conversation-list-more')).not.toBeInTheDocument();
  });

  it('loads the next page asked for while the loaded pages are being refreshed (a reconnection), once the refresh is done', async () => {
    const server = pagedServer();
    server.releaseSecond();
    let releaseRefresh: () => void = () => {};
    const refreshHeld = new Promise<void>((resolve) => (releaseRefresh = resolve));
    let firstPages = 0;
    mockApi({
      'GET /api/conversations': async (request) => {
        if (!new URL(request.url).searchParams.has('cursor') && ++firstPages === 2) await refreshHeld;
        return server.handler(request);
      },
    });
    const { store } = renderApp(<ConversationList onOpen={() => {}} />);
    await screen.findByText('Conversation 3');
    // What a reconnection does: the loaded pages are fetched again.
    act(() => {
      store.dispatch(baseApi.util.invalidateTags([{ type: 'Conversation', id: 'LIST' }]));
    });
    await waitFor(() => expect(firstPages).toBe(2));
    FakeObserver.scrollToEnd();
    releaseRefresh();
    await screen.findByText('Conversation 5');
    expect(server.cursors.filter((c) => c === 'next')).toHaveLength(1);
  });

  it('offers to retry a page that failed, in Arabic too', async () => {
    await i18n.changeLanguage('ar');
    const server = pagedServer({ failures: 1 });
    server.releaseSecond();
    mockApi({ 'GET /api/conversations': server.handler });
    renderApp(<ConversationList onOpen={() => {}} />);
    await screen.findByText('Conversation 3');
    FakeObserver.scrollToEnd();
    expect(await screen.findByRole('alert')).toHaveTextContent('تعذّر تحميل المزيد من المحادثات.');
    // Not retried on its own while the end stays in view.
    FakeObserver.scrollToEnd();
    expect(server.cursors).toEqual([null, 'next']);

    await userEvent.click(screen.getByRole('button', { name: 'إعادة المحاولة' }));
    await screen.findByText('Conversation 5');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(server.cursors).toEqual([null, 'next', 'next']);
  });

  it('keeps live updates: a conversation updated on a later page moves to the top once', async () => {
    const server = pagedServer();
    server.releaseSecond();
    mockApi({ 'GET /api/conversations': server.handler });
    renderApp(<ConversationList onOpen={() => {}} />);
    await screen.findByText('Conversation 3');
    FakeObserver.scrollToEnd();
    await screen.findByText('Conversation 5');
    emitServerEvent('conversation:updated', { ...conversation(5), updatedAt: '2026-02-01T00:00:00.000Z' });
    await waitFor(() => expect(titles()[0]).toBe('Conversation 5'));
    expect(titles()).toHaveLength(5);
    emitServerEvent('conversation:deleted', { id: 'c2' });
    await waitFor(() => expect(titles()).toEqual(['Conversation 5', 'Conversation 1', 'Conversation 3', 'Conversation 4']));
  });
});
