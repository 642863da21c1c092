import { Dialog } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { Language, Theme } from '@kb/contracts';
import { LANGUAGES } from '../../../shared/i18n/i18n';
import { useLocale } from '../../../shared/i18n/use-locale';
import { setEnterSends, useEnterSends } from '../../../shared/preferences/enter-to-send';
import { useThemeChoice } from '../../../shared/theme/app-theme-provider';
import { Button } from '../../../shared/ui/button';
import { DialogContent, DialogDescription, DialogOverlay, DialogTitle } from '../../../shared/ui/dialog';

const Group = styled.fieldset`
  display: grid;
  gap: 8px;
  border: none;
  margin: 0;
  padding: 0;
  legend {
    font-weight: 600;
    margin-block-end: 6px;
  }
  label {
    display: flex;
    gap: 10px;
    align-items: center;
  }
  small {
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

const THEMES: readonly Theme[] = ['light', 'dark', 'system'];

/** Account menu → Settings: language, theme and Enter-to-send, saved on this browser and applied at once. */
export function SettingsDialog({ onClose }: { onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const { dir, language } = useLocale();
  const { theme, setTheme } = useThemeChoice();
  const enterSends = useEnterSends();
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <DialogOverlay />
        <DialogContent dir={dir} data-testid="settings-dialog">
          <DialogTitle>{t('preferences.title')}</DialogTitle>
          <DialogDescription>{t('preferences.description')}</DialogDescription>
          <Group>
            <legend>{t('preferences.language')}</legend>
            {LANGUAGES.map((lng) => (
              <label key={lng}>
                <input
                  type="radio"
                  name="settings-language"
                  checked={language === lng}
                  onChange={() => void i18n.changeLanguage(lng as Language)}
                />
                <span lang={lng}>{t(`language.${lng}`)}</span>
              </label>
            ))}
          </Group>
          <Group>
            <legend>{t('preferences.theme')}</legend>
            {THEMES.map((choice) => (
              <label key={choice}>
                <input type="radio" name="settings-theme" checked={theme === choice} onChange={() => setTheme(choice)} />
                {t(`theme.${choice}`)}
              </label>
            ))}
          </Group>
          <Group>
            <label>
              <input type="checkbox" checked={enterSends} onChange={(e) => setEnterSends(e.target.checked)} />
              {t('preferences.enterToSend')}
            </label>
            <small>{t('preferences.enterToSendHint')}</small>
          </Group>
          <Dialog.Close asChild>
            <Button type="button">{t('preferences.done')}</Button>
          </Dialog.Close>
        </DialogContent>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
