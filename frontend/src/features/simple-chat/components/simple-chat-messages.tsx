import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import styled, { css } from 'styled-components';
import type { AnswerMode } from '@kb/contracts';
import { ConfidenceNote, lowConfidenceEdge, replyConfidence } from '../../../shared/ui/confidence-note';
import { FileIcon } from '../../../shared/ui/icons';

/** SPEC.md section 3: a client-side chat message of the simple chat. */
export interface SimpleChatMessage {
  id: string;
  role: 'user' | 'assistant';
  content: string;
  timestamp: number;
  attachmentName?: string;
  /** A refusal or a failure, shown as the assistant's message (SPEC.md section 8). */
  failed?: boolean;
  /** How the reply was made; without it, a reply opening with the uncertain prefix is still marked. */
  mode?: AnswerMode;
}

const List = styled.ol`
  display: grid;
  align-content: start;
  gap: 12px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Bubble = styled.li<{ $mine: boolean; $failed: boolean; $uncertain: boolean }>`
  justify-self: ${({ $mine }) => ($mine ? 'end' : 'start')};
  max-inline-size: min(85%, 720px);
  padding-block: 10px;
  padding-inline: 14px;
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme, $mine }) => ($mine ? theme.color.primary : theme.color.surfaceAlt)};
  color: ${({ theme, $mine }) => ($mine ? theme.color.primaryText : theme.color.text)};
  border: 1px solid ${({ theme, $mine, $failed }) => ($failed ? theme.color.danger : $mine ? 'transparent' : theme.color.border)};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  line-height: 1.55;
  ${({ $uncertain }) =>
    $uncertain &&
    css`
      display: grid;
      gap: 6px;
      ${lowConfidenceEdge}
    `}
`;

const Attachment = styled.div`
  display: flex;
  align-items: center;
  gap: 6px;
  margin-block-end: 4px;
  font-size: 13px;
  opacity: 0.9;
`;

const Thinking = styled.li`
  justify-self: start;
  color: ${({ theme }) => theme.color.textMuted};
  font-style: italic;
`;

const Hidden = styled.span`
  position: absolute;
  inline-size: 1px;
  block-size: 1px;
  overflow: hidden;
  clip-path: inset(50%);
`;

export function SimpleChatMessages({ messages, pending }: { messages: SimpleChatMessage[]; pending: boolean }) {
  const { t, i18n } = useTranslation();
  const endRef = useRef<HTMLLIElement>(null);
  useEffect(() => {
    endRef.current?.scrollIntoView?.({ block: 'end' });
  }, [messages.length, pending]);
  return (
    <List aria-label={t('simpleChat.messages')} aria-live="polite" data-testid="simple-chat-messages">
      {messages.map((m) => {
        const confidence = m.role === 'assistant' && !m.failed ? replyConfidence(m.content, m.mode) : null;
        return (
          <Bubble
            key={m.id}
            $mine={m.role === 'user'}
            $failed={Boolean(m.failed)}
            $uncertain={Boolean(confidence?.uncertain)}
            data-role={m.role}
            data-confidence={confidence?.uncertain ? 'low' : undefined}
            dir="auto"
          >
            {/* dir="auto" looks only at the message: the hidden label, in the interface's language, has its own. */}
            <Hidden dir={i18n.dir()}>{m.role === 'user' ? t('simpleChat.you') : t('simpleChat.assistant')}: </Hidden>
            {m.attachmentName && (
              <Attachment>
                <FileIcon size={14} />
                <span dir="auto">{m.attachmentName}</span>
              </Attachment>
            )}
            {confidence?.uncertain ? (
              <>
                <ConfidenceNote prefix={confidence.prefix} />
                <span dir="auto">{confidence.text}</span>
              </>
            ) : (
              m.content
            )}
          </Bubble>
        );
      })}
      {pending && <Thinking role="status">{t('simpleChat.thinking')}</Thinking>}
      <li ref={endRef} aria-hidden="true" />
    </List>
  );
}
