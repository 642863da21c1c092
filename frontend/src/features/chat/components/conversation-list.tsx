import { useRef } from 'react';
import { useSelector } from 'react-redux';
import { useTranslation } from 'react-i18next';
import type { Conversation } from '@kb/contracts';
import { useAppDispatch } from '../../../shared/store-hooks';
import { IconButton } from '../../../shared/ui/button';
import { PlusIcon } from '../../../shared/ui/icons';
import { Button } from '../../../shared/ui/button';
import { useConversations } from '../api/conversations-api';
import { conversationOpened, selectActiveConversationId } from '../chat-ui-slice';
import { ConversationItem } from './conversation-item';
import { Empty, Heading, List, More, Wrapper } from './conversation-list-styles';
import { useNewConversation } from './use-new-conversation';
import { useNextPageOnScroll } from './use-next-page-on-scroll';
import { useRovingRows } from './use-roving-rows';
import { Hint } from '../../../shared/ui/hint';

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
  const scroller = useRef<HTMLUListElement>(null);
  const { stopId, stopPart, onListKeyDown, onListFocus } = useRovingRows(scroller, conversations, activeId);
  const sentinel = useNextPageOnScroll(scroller, list);

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
