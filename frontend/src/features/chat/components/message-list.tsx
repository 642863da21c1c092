import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { Message, User } from '@kb/contracts';
import { MessageItem } from './message-item';
import { ThinkingIndicator } from './thinking-indicator';

const List = styled.ol`
  display: grid;
  gap: 18px;
  margin: 0;
  padding: 24px clamp(12px, 3vw, 32px);
  list-style: none;
`;

interface Props {
  messages: Message[];
  streamingIds: string[];
  thinking: boolean;
  user: User | null;
}

export function MessageList({ messages, streamingIds, thinking, user }: Props) {
  const { t } = useTranslation();
  const endRef = useRef<HTMLLIElement>(null);
  const lastLength = messages.at(-1)?.content.length ?? 0;

  // Keep the newest text in view as messages and streamed deltas arrive.
  useEffect(() => {
    endRef.current?.scrollIntoView?.({ block: 'end' });
  }, [messages.length, lastLength, thinking]);

  return (
    <List aria-label={t('chat.messagesLabel')} data-testid="message-list">
      {messages.map((message) => (
        <MessageItem key={message.id} message={message} user={user} streaming={streamingIds.includes(message.id)} />
      ))}
      {thinking && <ThinkingIndicator />}
      <li ref={endRef} aria-hidden="true" />
    </List>
  );
}
