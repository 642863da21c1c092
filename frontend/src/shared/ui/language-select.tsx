import { DropdownMenu } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { Language } from '@kb/contracts';
import { LANGUAGES } from '../i18n/i18n';
import { useLocale } from '../i18n/use-locale';
import { GlobeIcon } from './icons';
import { MenuContent, MenuRadioItem } from './menu';

const Trigger = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  block-size: 36px;
  padding-inline: 10px;
  border-radius: ${({ theme }) => theme.radius.md};
  border: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  font-size: 14px;
  &:hover {
    background: ${({ theme }) => theme.color.surfaceHover};
  }
`;

/** English / Arabic switch. Changing it saves the choice and flips `dir` (see i18n.ts). */
export function LanguageSelect() {
  const { t, i18n } = useTranslation();
  const { language, dir } = useLocale();
  return (
    <DropdownMenu.Root dir={dir}>
      <DropdownMenu.Trigger asChild>
        <Trigger aria-label={`${t('header.language')}: ${t(`language.${language}`)}`}>
          <GlobeIcon size={16} />
          <span lang={language}>{t(`language.${language}`)}</span>
        </Trigger>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <MenuContent align="end" sideOffset={6}>
          <DropdownMenu.RadioGroup value={language} onValueChange={(value) => void i18n.changeLanguage(value as Language)}>
            {LANGUAGES.map((lng) => (
              <MenuRadioItem key={lng} value={lng} lang={lng}>
                {t(`language.${lng}`)}
              </MenuRadioItem>
            ))}
          </DropdownMenu.RadioGroup>
        </MenuContent>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
