import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styled from 'styled-components';
import { Button } from '../../../shared/ui/button';
import { ButtonLink } from '../../../shared/ui/link-button';
import { Logo } from '../../../shared/ui/logo';

const Card = styled.section`
  display: grid;
  gap: 14px;
  justify-items: center;
  inline-size: min(560px, 100%);
  margin: auto;
  padding: 32px 24px;
  text-align: center;
  border-radius: ${({ theme }) => theme.radius.lg};
  border: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow.sm};
  h2 { font-size: 22px; margin: 0; }
  p { color: ${({ theme }) => theme.color.textMuted}; margin: 0; }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: 10px;
`;

/** SPEC.md /simple-chat: a signed-in user first chooses between the full app (/) and the simple chat. */
export function ModeChoice({ onContinue }: { onContinue: () => void }) {
  const { t } = useTranslation();
  return (
    <Card aria-labelledby="simple-chat-choice" data-testid="simple-chat-choice">
      <Logo size={56} />
      <h2 id="simple-chat-choice">{t('simpleChat.choiceTitle')}</h2>
      <p>{t('simpleChat.choiceText')}</p>
      <Actions>
        <ButtonLink as={Link} to="/">
          {t('simpleChat.fullApp')}
        </ButtonLink>
        <Button type="button" onClick={onContinue}>
          {t('simpleChat.continueSimple')}
        </Button>
      </Actions>
    </Card>
  );
}
