import { useEffect, useRef } from 'react';
import { useSelector } from 'react-redux';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { User } from '@kb/contracts';
import { useMediaQuery, WIDE_QUERY } from '../../../shared/hooks/use-media-query';
import { useAppDispatch } from '../../../shared/store-hooks';
import { LockIcon } from '../../../shared/ui/icons';
import { LoadingText } from '../../../shared/ui/page-states';
import { useGetAnsweringQuery } from '../api/answering-api';
import { detailsToggled, selectComposerFocusRequest, selectDetailsOpen } from '../chat-ui-slice';
import { ChatHeader } from './chat-header';
import { ChatInput } from './chat-input';
import { ConversationDetails } from './conversation-details';
import { MessageList } from './message-list';
import { useAttachment } from './use-attachment';
import { useChat } from './use-chat';
import { useLocale } from '../../../shared/i18n/use-locale';
import { useToast } from '../../../shared/ui/use-toast';
import { useNewConversation } from './use-new-conversation';
import { WelcomeCard } from './welcome-card';

const Page = styled.div`
  position: relative;
  display: flex;
  block-size: 100%;
  min-block-size: 0;
`;

const Column = styled.section`
  display: flex;
  flex-direction: column;
  flex: 1;
  min-inline-size: 0;
`;

const Scroll = styled.div`
  display: flex;
  flex-direction: column;
  flex: 1;
  min-block-size: 0;
  overflow-y: auto;
  padding-block-end: 8px;
  > section { margin-block: 24px; margin-inline: auto; }
`;

const Composer = styled.div<{ $besideFab: boolean }>`
  display: grid;
  gap: 6px;
  padding-block: 8px 10px;
  padding-inline: clamp(12px, 3vw, 32px);
  /* Room for the floating Quick Actions button when this column reaches the inline-end edge. */
  padding-inline-end: ${({ $besideFab }) => ($besideFab ? 'max(clamp(12px, 3vw, 32px), 76px)' : 'clamp(12px, 3vw, 32px)')};
`;

const Footer = styled.footer`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: 4px 16px;
  font-size: 12px;
  color: ${({ theme }) => theme.color.textMuted};
  span { display: inline-flex; align-items: center; gap: 4px; }
`;

export function ChatPage({ user }: { user: User | null }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const chat = useChat();
  const { create, creating } = useNewConversation();
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const wide = useMediaQuery(WIDE_QUERY);
  const detailsOpen = useSelector(selectDetailsOpen);
  const focusRequest = useSelector(selectComposerFocusRequest);
  const answering = useGetAnsweringQuery().data;
  const { language } = useLocale();
  const toast = useToast();
  const { attachment, attach, clear } = useAttachment(language);

  // A conversation opened from the sidebar: the next thing the user does is type.
  useEffect(() => {
    if (focusRequest > 0) inputRef.current?.focus();
  }, [focusRequest]);

  const hasMessages = chat.messages.length > 0;
  const detailsVisible = hasMessages && (detailsOpen ?? wide);
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
          {chat.loading && !hasMessages ? (
            <LoadingText />
          ) : hasMessages || chat.thinking ? (
            <MessageList messages={chat.messages} streamingIds={chat.streamingIds} thinking={chat.thinking} user={user} />
          ) : (
            <WelcomeCard onSuggestion={applySuggestion} />
          )}
        </Scroll>
        <Composer $besideFab={!(detailsVisible && wide)}>
          <ChatInput
            value={chat.draft}
            onChange={chat.setDraft}
            onSend={(text) => {
              const attached = attachment?.state === 'ready' ? { fileId: attachment.fileId, filename: attachment.name } : undefined;
              // The attachment goes with the question; it stays in the composer if the send fails.
              void chat.send(text, attached).then((sent) => sent && attached && clear());
            }}
            waiting={chat.sending}
            inputRef={inputRef}
            attachment={attachment}
            onAttach={(file) =>
              void attach(file).then((failure) => {
                if (failure !== null) toast({ title: t('chatTools.attachFailed'), description: failure || t('chat.sendFailed'), variant: 'destructive' });
              })
            }
            onRemoveAttachment={clear}
          />
          <Footer>
            {/* Says how answers are made now; nothing until the server said so. */}
            <span data-testid="answering-mode" data-mode={answering?.mode ?? ''}>
              {answering ? t(answering.mode === 'model' ? 'chatTools.answeringModel' : 'chatTools.answeringExtractive') : ''}
            </span>
            <span>
              <LockIcon size={12} /> {t('chat.privateLabel')}
            </span>
          </Footer>
        </Composer>
      </Column>
      {detailsVisible && <ConversationDetails messages={chat.messages} overlay={!wide} onClose={toggleDetails} />}
    </Page>
  );
}
