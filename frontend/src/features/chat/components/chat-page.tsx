import { useEffect, useRef } from 'react';
import { useSelector } from 'react-redux';
import { useTranslation } from 'react-i18next';
import type { Conversation, User } from '@kb/contracts';
import { useMediaQuery, WIDE_QUERY } from '../../../shared/hooks/use-media-query';
import { useAppDispatch } from '../../../shared/store-hooks';
import { LoadingText } from '../../../shared/ui/page-states';
import { detailsToggled, selectComposerFocusRequest, selectDetailsOpen, selectOpenSource } from '../chat-ui-slice';
import { AnsweringFooter } from './answering-footer';
import { ConversationUnavailable } from './conversation-unavailable';
import { SourcePanel } from './source-panel';
import { useConversationAddress } from './use-conversation-address';
import { ChatHeader } from './chat-header';
import { ChatInput } from './chat-input';
import { Column, Composer, Page, Scroll } from './chat-page-styles';
import { ConversationDetails } from './conversation-details';
import { MessageList } from './message-list';
import { useAttachedSend } from './use-attached-send';
import { useChat } from './use-chat';
import { useNewConversation } from './use-new-conversation';
import { useShownConversation } from './use-shown-conversation';
import { WelcomeCard } from './welcome-card';

interface Props {
  user: User | null;
  /** The conversation on screen (null: none, or not available), for other features (Quick Actions). */
  onConversationShown?: (conversation: Conversation | null) => void;
}

export function ChatPage({ user, onConversationShown }: Props) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const chat = useChat();
  const { anchorId } = useConversationAddress();
  const { unavailable } = useShownConversation(chat.activeId, onConversationShown);
  const sourceOpen = useSelector(selectOpenSource) !== null;
  const { create, creating } = useNewConversation();
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const wide = useMediaQuery(WIDE_QUERY);
  const detailsOpen = useSelector(selectDetailsOpen);
  const focusRequest = useSelector(selectComposerFocusRequest);
  const { attachment, queued, sendWith, onAttach, onRemoveAttachment } = useAttachedSend(chat);

  // A conversation opened from the sidebar: the next thing the user does is type.
  useEffect(() => {
    if (focusRequest > 0) inputRef.current?.focus();
  }, [focusRequest]);

  const hasMessages = chat.messages.length > 0 && !unavailable;
  const detailsVisible = hasMessages && !sourceOpen && (detailsOpen ?? wide);
  const toggleDetails = () => dispatch(detailsToggled({ currentlyVisible: detailsVisible }));

  function applySuggestion(text: string) {
    chat.setDraft(text);
    inputRef.current?.focus();
  }

  return (
    <Page>
      <Column aria-label={t('chat.title')}>
        <ChatHeader
          onNewConversation={() => void create().then((ok) => ok && inputRef.current?.focus())}
          creating={creating}
          details={{ available: hasMessages, visible: detailsVisible, toggle: toggleDetails }}
        />
        <Scroll>
          {unavailable ? (
            <ConversationUnavailable />
          ) : chat.loading && !hasMessages ? (
            <LoadingText />
          ) : hasMessages || chat.thinking ? (
            <MessageList
              messages={chat.messages}
              streamingIds={chat.streamingIds}
              thinking={chat.thinking}
              user={user}
              pendingId={chat.pendingId}
              anchorId={anchorId}
            />
          ) : (
            <WelcomeCard onSuggestion={applySuggestion} />
          )}
        </Scroll>
        <Composer $besideFab={!((detailsVisible || sourceOpen) && wide)} hidden={unavailable}>
          <ChatInput
            value={chat.draft}
            onChange={chat.setDraft}
            onSend={sendWith}
            queued={queued}
            waiting={chat.sending}
            inputRef={inputRef}
            attachment={attachment}
            onAttach={onAttach}
            onRemoveAttachment={onRemoveAttachment}
          />
          <AnsweringFooter />
        </Composer>
      </Column>
      {detailsVisible && <ConversationDetails messages={chat.messages} overlay={!wide} onClose={toggleDetails} />}
      <SourcePanel />
    </Page>
  );
}
