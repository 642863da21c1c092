import { useEffect, useRef, type RefObject } from 'react';
import { useInView } from '../../../shared/hooks/use-in-view';
import type { useConversations } from '../api/conversations-api';

/**
 * Scrolling near the end of the list asks for the next page; a failure waits for the retry button.
 * Returns the ref of the list's last row, the one watched.
 */
export function useNextPageOnScroll(scroller: RefObject<HTMLUListElement | null>, list: ReturnType<typeof useConversations>) {
  const { hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = list;
  const sentinel = useRef<HTMLLIElement>(null);
  const nearEnd = useInView(sentinel, { root: scroller, rootMargin: '0px 0px 200px 0px', enabled: hasNextPage });
  useEffect(() => {
    if (nearEnd && hasNextPage && !isFetchingNextPage && !isFetchNextPageError) void fetchNextPage();
  }, [nearEnd, hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage]);
  return sentinel;
}
