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
  /** The question on its way to the server (not saveable yet). */
  pendingId?: string | null;
  /** A message a link points at (`/c/:id#m-<id>`, issue 48): shown and outlined instead of the newest. */
  anchorId?: string | null;
}

export function MessageList({ messages, streamingIds, thinking, user, pendingId = null, anchorId = null }: Props) {
  const { t } = useTranslation();
  const endRef = useRef<HTMLLIElement>(null);
  const listRef = useRef<HTMLOListElement>(null);
  const lastLength = messages.at(-1)?.content.length ?? 0;
  const anchorPresent = anchorId !== null && messages.some((m) => m.id === anchorId);
  // The anchor is brought into view once; after that new messages scroll to the end as usual.
  const shownAnchor = useRef<{ id: string; count: number } | null>(null);

  useEffect(() => {
    if (anchorPresent && shownAnchor.current?.id !== anchorId) {
      shownAnchor.current = { id: anchorId!, count: messages.length };
      listRef.current?.querySelector(`[data-message-id="${CSS.escape(anchorId!)}"]`)?.scrollIntoView?.({ block: 'center' });
      return;
    }
    // Left where the link pointed until the conversation goes on.
    if (anchorPresent && shownAnchor.current && messages.length <= shownAnchor.current.count && !thinking) return;
    // Keep the newest text in view as messages and streamed deltas arrive.
    endRef.current?.scrollIntoView?.({ block: 'end' });
  }, [messages.length, lastLength, thinking, anchorPresent, anchorId]);

  return (
    <List ref={listRef} aria-label={t('chat.messagesLabel')} data-testid="message-list">
      {messages.map((message) => (
        <MessageItem
          key={message.id}
          message={message}
          user={user}
          streaming={streamingIds.includes(message.id)}
          pending={message.id === pendingId}
          anchored={message.id === anchorId}
        />
      ))}
      {thinking && <ThinkingIndicator />}
      <li ref={endRef} aria-hidden="true" />
    </List>
  );
}
