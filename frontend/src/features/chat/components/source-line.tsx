import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { Message } from '@kb/contracts';
import { IconButton } from '../../../shared/ui/button';
import { ThumbDownIcon, ThumbUpIcon } from '../../../shared/ui/icons';
import { useToast } from '../../../shared/ui/use-toast';
import { useAppDispatch } from '../../../shared/store-hooks';
import { useSendFeedbackMutation } from '../api/messages-api';
import { sourceOpened } from '../chat-ui-slice';
import { Hint } from '../../../shared/ui/hint';
import { SourceDocTitle } from './source-doc-title';

const Line = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
  padding-block-start: 8px;
  border-block-start: 1px solid ${({ theme }) => theme.color.border};
  font-size: 13px;
  color: ${({ theme }) => theme.color.textMuted};
  p {
    flex: 1 1 200px;
  }
  strong {
    color: ${({ theme }) => theme.color.text};
  }
`;

const Buttons = styled.div`
  display: flex;
  gap: 2px;
  margin-inline-start: auto;
`;

/** "Source: <titles>" with helpful / not-helpful buttons wired to POST /api/messages/:id/feedback. */
export function SourceLine({ message, titles }: { message: Message; titles: string }) {
  const { t } = useTranslation();
  const toast = useToast();
  const [sendFeedback, { isLoading }] = useSendFeedbackMutation();
  const dispatch = useAppDispatch();

  async function rate(helpful: boolean) {
    try {
      await sendFeedback({ conversationId: message.conversationId, messageId: message.id, helpful }).unwrap();
    } catch {
      toast({ title: t('chat.errorTitle'), description: t('chat.feedbackFailed'), variant: 'destructive' });
    }
  }

  return (
    <Line data-testid="message-source">
      <p>
        <strong>{t('chat.source')}:</strong>{' '}
        {/* Each cited source opens beside the chat, as the answer quoted it (issue 48): the reader keeps their place. */}
        {message.sourceDocs.length ? (
          message.sourceDocs.map((doc, i) => (
            <span key={doc.id}>
              {i > 0 && ', '}
              <SourceDocTitle doc={doc} onOpen={() => dispatch(sourceOpened({ messageId: message.id, sourceId: doc.id }))} />
            </span>
          ))
        ) : (
          <span dir="auto">{titles}</span>
        )}
      </p>
      <Buttons>
        <Hint label={t('chat.helpful')}>
          <IconButton
            type="button"
            $size={30}
            aria-label={t('chat.helpful')}
            aria-pressed={message.helpful === true}
            disabled={isLoading}
            onClick={() => void rate(true)}
          >
            <ThumbUpIcon size={16} />
          </IconButton>
        </Hint>
        <Hint label={t('chat.notHelpful')}>
          <IconButton
            type="button"
            $size={30}
            aria-label={t('chat.notHelpful')}
            aria-pressed={message.helpful === false}
            disabled={isLoading}
            onClick={() => void rate(false)}
          >
            <ThumbDownIcon size={16} />
          </IconButton>
        </Hint>
      </Buttons>
    </Line>
  );
}
