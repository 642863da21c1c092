import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import styled, { css } from 'styled-components';
import type { Message, User } from '@kb/contracts';
import { formatDateTime } from '../../../shared/i18n/format-date';
import { useLocale } from '../../../shared/i18n/use-locale';
import { Avatar } from '../../../shared/ui/avatar';
import { ConfidenceNote, lowConfidenceEdge, replyConfidence } from '../../../shared/ui/confidence-note';
import { Logo } from '../../../shared/ui/logo';
import { formatMessage } from './format-message';
import { MessageBody } from './message-body';
import { SourceLine } from './source-line';
import { SaveAttachment } from './save-attachment';
import { downloadUrl } from '../../../shared/api/knowledge-files-api';
import { FileIcon } from '../../../shared/ui/icons';
import { SaveButton } from './save-button';

const Row = styled.li<{ $mine: boolean }>`
  display: flex;
  gap: 10px;
  align-items: flex-start;
  flex-direction: ${({ $mine }) => ($mine ? 'row-reverse' : 'row')};
`;

const Bubble = styled.div<{ $mine: boolean; $failed: boolean; $uncertain: boolean; $anchored: boolean }>`
  display: grid;
  gap: 8px;
  max-inline-size: min(720px, 85%);
  padding-block: 10px;
  padding-inline: 14px;
  border-radius: ${({ theme }) => theme.radius.lg};
  ${({ theme, $mine }) =>
    $mine
      ? css`
          background: ${theme.color.userBubble};
          color: ${theme.color.userBubbleText};
          border-start-end-radius: 4px;
        `
      : css`
          background: ${theme.color.assistantBubble};
          border: 1px solid ${theme.color.border};
          border-start-start-radius: 4px;
        `}
  ${({ theme, $failed }) =>
    $failed &&
    css`
      border-color: ${theme.color.warning};
    `}
  ${({ $uncertain }) => $uncertain && lowConfidenceEdge}
  ${({ theme, $anchored }) =>
    $anchored &&
    css`
      outline: 3px solid ${theme.color.focus};
      outline-offset: 3px;
    `}
  time {
    font-size: 12px;
    opacity: 0.85;
  }
`;

/** The time a message was written, and its Save button at the far end. */
const Foot = styled.div<{ $mine: boolean }>`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  margin-block-end: -4px;
  /* On the user's coloured bubble the button takes the bubble's text colour (contrast). */
  ${({ theme, $mine }) =>
    $mine &&
    css`
      button,
      button[aria-pressed='true'] {
        color: inherit;
        background: transparent;
      }
      button:hover:not(:disabled) {
        color: inherit;
        background: rgba(255, 255, 255, 0.18);
      }
      button:focus-visible {
        outline-color: ${theme.color.userBubbleText};
      }
    `}
`;

const AttachmentLink = styled.a`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  justify-self: start;
  max-inline-size: 100%;
  padding-block: 3px;
  padding-inline: 8px;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: rgba(127, 127, 127, 0.18);
  color: inherit;
  font-size: 13px;
  text-decoration: none;
  span {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  &:hover {
    text-decoration: underline;
  }
`;

interface Props {
  message: Message;
  user: User | null;
  streaming?: boolean;
  /** Not on the server yet (the question whose answer is awaited): it cannot be saved. */
  pending?: boolean;
  /** The message a link pointed at (`#m-<id>`): outlined. */
  anchored?: boolean;
}

export const MessageItem = memo(function MessageItem({ message, user, streaming = false, pending = false, anchored = false }: Props) {
  const { t, i18n } = useTranslation();
  const uiDir = i18n.dir();
  const { locale } = useLocale();
  const mine = message.role === 'user';
  // A low-confidence reply is marked, and its "I'm not sure…" sentence is shown apart from the passage.
  const confidence = mine ? null : replyConfidence(message.content, message.mode);
  const { blocks, source } = formatMessage(confidence?.text ?? message.content);
  // A reply without a Source line still names its documents when the server returned them.
  const sourceText = source ?? (message.sourceDocs.length ? message.sourceDocs.map((d) => d.title).join(', ') : null);

  return (
    <Row $mine={mine} data-role={message.role} data-message-id={message.id} aria-busy={streaming || undefined}>
      {mine ? <Avatar name={user?.name} url={user?.avatarUrl} size={32} /> : <Logo size={32} />}
      {/* The bubble takes the message's own direction; the parts in the interface's language keep the page's (an element with its own dir is not looked at by dir="auto"). */}
      <Bubble
        dir="auto"
        $mine={mine}
        $failed={Boolean(message.error)}
        $uncertain={Boolean(confidence?.uncertain)}
        $anchored={anchored}
        data-confidence={confidence?.uncertain ? 'low' : undefined}
      >
        <span className="visually-hidden" dir={uiDir}>
          {mine ? t('chat.you') : t('chat.assistant')}
        </span>
        {confidence?.uncertain && (
          <div dir={uiDir}>
            <ConfidenceNote prefix={confidence.prefix} />
          </div>
        )}
        {message.attachment && (
          <AttachmentLink
            dir={uiDir}
            href={downloadUrl(message.attachment.fileId)}
            data-testid="message-attachment"
            aria-label={`${t('chatTools.attachmentOnMessage')}: ${message.attachment.filename}`}
          >
            <FileIcon size={14} />
            <span dir="auto">{message.attachment.filename}</span>
          </AttachmentLink>
        )}
        {message.attachment && mine && (
          <div dir={uiDir}>
            <SaveAttachment fileId={message.attachment.fileId} filename={message.attachment.filename} />
          </div>
        )}
        <MessageBody blocks={blocks} />
        {!mine && sourceText && !streaming && (
          <div dir={uiDir}>
            <SourceLine message={message} titles={sourceText} />
          </div>
        )}
        <Foot $mine={mine} dir={uiDir}>
          <time dateTime={message.createdAt}>{formatDateTime(message.createdAt, locale)}</time>
          <SaveButton message={message} disabled={streaming || pending} />
        </Foot>
      </Bubble>
    </Row>
  );
});
