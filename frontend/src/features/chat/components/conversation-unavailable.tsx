import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useAppDispatch } from '../../../shared/store-hooks';
import { Button } from '../../../shared/ui/button';
import { LockIcon } from '../../../shared/ui/icons';
import { useConversations } from '../api/conversations-api';
import { conversationActivated } from '../chat-ui-slice';

const Box = styled.section`
  display: grid;
  justify-items: center;
  gap: 12px;
  max-inline-size: 460px;
  padding: 32px 20px;
  text-align: center;
  color: ${({ theme }) => theme.color.textMuted};
  h2 {
    color: ${({ theme }) => theme.color.text};
    font-size: 18px;
    outline: none;
  }
`;

/**
 * An address naming a conversation this user may not see (someone else's, deleted, unknown): the
 * server answered 404, and this says so plainly, with a way back to the user's own conversations.
 */
export function ConversationUnavailable() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { conversations } = useConversations();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);

  // The newest of the user's own (the address follows), or the empty chat at `/` when there is none.
  const back = () => dispatch(conversationActivated(conversations[0]?.id ?? null));

  return (
    <Box aria-labelledby="unavailable-title" data-testid="conversation-unavailable">
      <LockIcon size={36} />
      <h2 id="unavailable-title" ref={heading} tabIndex={-1}>
        {t('address.unavailableTitle')}
      </h2>
      <p>{t('address.unavailableText')}</p>
      <Button type="button" onClick={back}>
        {t('address.backToConversations')}
      </Button>
    </Box>
  );
}
