import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { CenteredCard } from '../../../shared/ui/centered-card';
import { Logo } from '../../../shared/ui/logo';
import { useLocale } from '../../../shared/i18n/use-locale';
import { useGetSiteSettingsQuery } from '../../../shared/api/site-settings-api';

const Suggestions = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(220px, 1fr));
  gap: 10px;
  inline-size: 100%;
  margin: 8px 0 0;
  padding: 0;
  list-style: none;
  button {
    inline-size: 100%;
    block-size: 100%;
    padding: 12px 14px;
    text-align: start;
    border-radius: ${({ theme }) => theme.radius.md};
    border: 1px solid ${({ theme }) => theme.color.border};
    background: ${({ theme }) => theme.color.surfaceAlt};
    &:hover {
      border-color: ${({ theme }) => theme.color.primary};
      background: ${({ theme }) => theme.color.primarySoft};
    }
  }
`;

/** Shown with no active conversation or no messages; a suggestion prefills the input. */
export function WelcomeCard({ onSuggestion }: { onSuggestion: (text: string) => void }) {
  const { t } = useTranslation();
  const { language } = useLocale();
  // What an admin set in Chat Settings for this language; blank text or no suggestions keep the built-in ones.
  const chat = useGetSiteSettingsQuery().data?.chat;
  const welcome = (language === 'ar' ? chat?.welcomeAr : chat?.welcomeEn) || t('chat.welcomeText');
  const custom = (language === 'ar' ? chat?.suggestionsAr : chat?.suggestionsEn) ?? [];
  const suggestions = custom.length ? custom : (t('chat.suggestions', { returnObjects: true }) as string[]);
  return (
    <CenteredCard aria-labelledby="welcome-title" data-testid="welcome-card">
      <Logo size={64} />
      <h2 id="welcome-title">{t('chat.welcomeTitle')}</h2>
      <p dir="auto" data-testid="welcome-text">
        {welcome}
      </p>
      <Suggestions aria-label={t('chat.suggestionsLabel')}>
        {suggestions.map((text) => (
          <li key={text}>
            <button type="button" dir="auto" onClick={() => onSuggestion(text)}>
              {text}
            </button>
          </li>
        ))}
      </Suggestions>
    </CenteredCard>
  );
}
