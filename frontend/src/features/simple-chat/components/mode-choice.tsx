import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styled from 'styled-components';
import { Button } from '../../../shared/ui/button';
import { ButtonLink } from '../../../shared/ui/link-button';
import { CenteredCard } from '../../../shared/ui/centered-card';
import { Logo } from '../../../shared/ui/logo';

const Card = styled(CenteredCard).attrs({ $width: 560 })`
  h2 {
    margin: 0;
  }
  p {
    margin: 0;
  }
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
