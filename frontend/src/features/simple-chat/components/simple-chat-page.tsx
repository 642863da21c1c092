import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styled from 'styled-components';
import { LanguageSelect } from '../../../shared/ui/language-select';
import { ButtonLink } from '../../../shared/ui/link-button';
import { Logo } from '../../../shared/ui/logo';
import { useSimpleChatSessionQuery } from '../api/simple-chat-api';
import { ModeChoice } from './mode-choice';
import { SimpleChatInput } from './simple-chat-input';
import { SimpleChatMessages } from './simple-chat-messages';
import { useSimpleChat } from './use-simple-chat';

const Page = styled.div`
  display: grid;
  grid-template-rows: auto 1fr;
  min-block-size: 100dvh;
  background: ${({ theme }) => theme.color.bg};
`;

const Header = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 12px;
  padding-block: 10px;
  padding-inline: 20px;
  border-block-end: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surface};
  /* The title keeps its words whole: on a narrow screen the buttons go to a row of their own
     instead of covering it (issue 48, at 390 px). */
  h1 {
    flex: 1 0 auto;
    margin: 0;
    font-size: 18px;
    white-space: nowrap;
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 8px;
    margin-inline-start: auto;
  }
  ${({ theme }) => theme.media.compact} {
    padding-inline: 12px;
    h1 {
      font-size: 16px;
    }
  }
`;

const Main = styled.main`
  display: grid;
  padding: 20px 16px;
  ${({ theme }) => theme.media.compact} {
    padding: 8px;
  }
`;

const ChatCard = styled.section`
  display: grid;
  grid-template-rows: 1fr auto;
  inline-size: min(900px, 100%);
  block-size: calc(100dvh - 100px);
  min-block-size: 420px;
  /* Below 1024 px the header may take two rows (title, then its buttons). */
  ${({ theme }) => theme.media.compact} {
    block-size: calc(100dvh - 140px);
  }
  margin-inline: auto;
  border-radius: ${({ theme }) => theme.radius.lg};
  border: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow.sm};
  overflow: hidden;
`;

const Scroll = styled.div`
  overflow-y: auto;
  padding: 20px;
`;

const Welcome = styled.div`
  display: grid;
  gap: 10px;
  justify-items: center;
  align-content: center;
  min-block-size: 100%;
  text-align: center;
  h2 {
    margin: 0;
    font-size: 22px;
  }
  p {
    margin: 0;
    max-inline-size: 520px;
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

const Footer = styled.div`
  display: grid;
  gap: 6px;
  padding: 12px 16px 14px;
  border-block-start: 1px solid ${({ theme }) => theme.color.border};
  small {
    color: ${({ theme }) => theme.color.textMuted};
    font-size: 12px;
  }
`;

function useDocumentTitle(title: string) {
  useEffect(() => {
    const previous = document.title;
    document.title = title;
    return () => {
      document.title = previous;
    };
  }, [title]);
}

/** SPEC.md /simple-chat: public; a chat card with a welcome screen, the messages and the input. */
export function SimpleChatPage() {
  const { t } = useTranslation();
  useDocumentTitle(`${t('simpleChat.title')} | ${t('app.companyName')}`);
  const { data: session } = useSimpleChatSessionQuery();
  const signedIn = Boolean(session?.isAuthenticated);
  const [chosen, setChosen] = useState(false);
  const chat = useSimpleChat();

  return (
    <Page>
      <Header>
        <Logo size={32} />
        <h1>{t('simpleChat.title')}</h1>
        <div className="actions">
          <LanguageSelect />
          {session && !signedIn && (
            <ButtonLink as={Link} to="/">
              {t('simpleChat.signIn')}
            </ButtonLink>
          )}
        </div>
      </Header>
      <Main>
        {signedIn && !chosen ? (
          <ModeChoice onContinue={() => setChosen(true)} />
        ) : (
          <ChatCard aria-label={t('simpleChat.title')}>
            <Scroll>
              {chat.messages.length === 0 && !chat.pending ? (
                <Welcome data-testid="simple-chat-welcome">
                  <Logo size={56} />
                  <h2>{t('simpleChat.welcomeTitle')}</h2>
                  <p>{t('simpleChat.welcomeText')}</p>
                </Welcome>
              ) : (
                <SimpleChatMessages messages={chat.messages} pending={chat.pending} />
              )}
            </Scroll>
            <Footer>
              <SimpleChatInput
                value={chat.text}
                onChange={chat.setText}
                file={chat.file}
                onPickFile={chat.pickFile}
                onClearFile={chat.clearFile}
                onSend={() => void chat.send()}
                pending={chat.pending}
              />
              <small>{t('simpleChat.recordedNote')}</small>
            </Footer>
          </ChatCard>
        )}
      </Main>
    </Page>
  );
}
