import { useEffect, useRef, type RefObject } from 'react';
import { useInView } from '../../../shared/hooks/use-in-view';
import type { useConversations } from '../api/conversations-api';

/**
 * Scrolling near the end of the list asks for the next page; a failure waits for the retry button.
 * Returns the ref of the list's last row, the one watched.
 */
export function useNextPageOnScroll(scroller: RefObject<HTMLUListElement | null>, list: ReturnType<typeof useConversations>) {
  const { hasNextPage, isFetching, isFetchNextPageError, fetchNextPage } = list;
  const sentinel = useRef<HTMLLIElement>(null);
  const nearEnd = useInView(sentinel, { root: scroller, rootMargin: '0px 0px 200px 0px', enabled: hasNextPage });
  // Not while the loaded pages are being refreshed (a reconnection, a live change): a page asked for
  // then was dropped by the refresh, and the end of the list, still in view, asked no more.
  useEffect(() => {
    if (nearEnd && hasNextPage && !isFetching && !isFetchNextPageError) void fetchNextPage();
  }, [nearEnd, hasNextPage, isFetching, isFetchNextPageError, fetchNextPage]);
  return sentinel;
}
