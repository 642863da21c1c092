import { useEffect, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { useSelector } from 'react-redux';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { Conversation } from '@kb/contracts';
import { useAppDispatch } from '../../../shared/store-hooks';
import { IconButton } from '../../../shared/ui/button';
import { PlusIcon } from '../../../shared/ui/icons';
import { useInView } from '../../../shared/hooks/use-in-view';
import { Button } from '../../../shared/ui/button';
import { useConversations } from '../api/conversations-api';
import { useLocale } from '../../../shared/i18n/use-locale';
import { conversationOpened, selectActiveConversationId } from '../chat-ui-slice';
import { ConversationItem, type RowPart } from './conversation-item';
import { rovingTarget } from './roving';
import { useNewConversation } from './use-new-conversation';
import { Hint } from '../../../shared/ui/hint';

const Wrapper = styled.section`
  display: flex;
  flex-direction: column;
  gap: 6px;
  min-block-size: 0;
  flex: 1;
`;

const Heading = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  padding-inline: 6px 0;
  h2 {
    font-size: 12px;
    font-weight: 700;
    text-transform: uppercase;
    letter-spacing: 0.04em;
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

const List = styled.ul`
  display: grid;
  align-content: start;
  gap: 2px;
  margin: 0;
  padding: 0;
  list-style: none;
  overflow-y: auto;
  min-block-size: 0;
`;

/** The list's last row: where the next page is asked for, and where loading or failure shows. */
const More = styled.li`
  display: grid;
  justify-items: start;
  gap: 6px;
  min-block-size: 1px;
  padding-inline: 10px;
  font-size: 13px;
  color: ${({ theme }) => theme.color.textMuted};
  &:not(:empty) { padding-block: 8px; }
`;

const Empty = styled.p`
  padding: 12px 6px;
  font-size: 14px;
  color: ${({ theme }) => theme.color.textMuted};
`;

interface Props {
  /** After a conversation was made active (selected or created): the layout closes its drawer. */
  onOpen: () => void;
  /** A conversation the user picked; the app tells other features (Quick Actions) about it. */
  onSelect?: (conversation: Conversation) => void;
}

/** Sidebar list of the user's private conversations, newest activity first. */
export function ConversationList({ onOpen, onSelect }: Props) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const list = useConversations();
  const { conversations, isLoading, hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = list;
  const activeId = useSelector(selectActiveConversationId);
  const { create, creating } = useNewConversation();
  const { dir } = useLocale();

  // Roving tabindex (WAI-ARIA): the list is one tab stop, arrows move inside it. The stop stays on
  // the row last focused, else the active conversation, else the first.
  const [focused, setFocused] = useState<{ id: string; part: RowPart } | null>(null);
  const stopId = [focused?.id, activeId].find((id) => id && conversations.some((c) => c.id === id)) ?? conversations[0]?.id;
  const stopPart: RowPart = focused && focused.id === stopId ? focused.part : 'select';

  function onListKeyDown(event: KeyboardEvent<HTMLUListElement>) {
    const rows = Array.from(scroller.current?.querySelectorAll<HTMLElement>('[data-conversation-id]') ?? []);
    const target = rovingTarget(event, rows, dir);
    if (!target) return;
    event.preventDefault();
    target.element.focus();
  }

  function onListFocus(event: FocusEvent<HTMLUListElement>) {
    const part = event.target.getAttribute('data-row-part') as RowPart | null;
    const id = event.target.closest<HTMLElement>('[data-conversation-id]')?.dataset.conversationId;
    if (part && id) setFocused({ id, part });
  }

  // Scrolling near the end asks for the next page; a failure waits for the retry button.
  const scroller = useRef<HTMLUListElement>(null);
  const sentinel = useRef<HTMLLIElement>(null);
  const nearEnd = useInView(sentinel, { root: scroller, rootMargin: '0px 0px 200px 0px', enabled: hasNextPage });
  useEffect(() => {
    if (nearEnd && hasNextPage && !isFetchingNextPage && !isFetchNextPageError) void fetchNextPage();
  }, [nearEnd, hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage]);

  return (
    <Wrapper aria-labelledby="conversations-heading">
      <Heading>
        <h2 id="conversations-heading">{t('sidebar.privateConversations')}</h2>
        <Hint label={t('sidebar.newConversation')}>
          <IconButton
            type="button"
            $size={30}
            aria-label={t('sidebar.newConversation')}
            disabled={creating}
            onClick={() => void create().then((ok) => ok && onOpen())}
          >
            <PlusIcon size={18} />
          </IconButton>
        </Hint>
      </Heading>
      {list.isError ? (
        <Empty role="alert">
          {t('sidebar.loadFailed')}{' '}
          <Button type="button" $variant="ghost" onClick={() => void list.refetch()}>
            {t('sidebar.retry')}
          </Button>
        </Empty>
      ) : !isLoading && conversations.length === 0 ? (
        <Empty>{t('sidebar.noConversations')}</Empty>
      ) : (
        <List
          ref={scroller}
          aria-label={t('sidebar.conversationsLabel')}
          aria-describedby="conversations-keys"
          data-testid="conversation-list"
          onKeyDown={onListKeyDown}
          onFocus={onListFocus}
        >
          {conversations.map((conversation) => (
            <ConversationItem
              key={conversation.id}
              conversation={conversation}
              active={conversation.id === activeId}
              tabStop={conversation.id === stopId ? stopPart : null}
              onSelect={() => {
                dispatch(conversationOpened(conversation.id));
                onSelect?.(conversation);
                onOpen();
              }}
            />
          ))}
          {hasNextPage && (
            <More ref={sentinel} data-testid="conversation-list-more">
              {isFetchingNextPage && <span role="status">{t('sidebar.loadingMore')}</span>}
              {isFetchNextPageError && !isFetchingNextPage && (
                <>
                  <span role="alert">{t('sidebar.loadMoreFailed')}</span>
                  <Button type="button" $variant="secondary" onClick={() => void fetchNextPage()}>
                    {t('sidebar.retry')}
                  </Button>
                </>
              )}
            </More>
          )}
        </List>
      )}
      <span id="conversations-keys" className="visually-hidden">
        {t('sidebar.conversationsKeys')}
      </span>
    </Wrapper>
  );
}
