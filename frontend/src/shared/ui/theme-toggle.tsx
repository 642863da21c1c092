import { useTranslation } from 'react-i18next';
import { useThemeChoice } from '../theme/app-theme-provider';
import { nextTheme } from '../theme/theme-preference';
import { IconButton } from './button';
import { MonitorIcon, MoonIcon, SunIcon } from './icons';
import { Hint } from './hint';

const ICONS = { light: SunIcon, dark: MoonIcon, system: MonitorIcon } as const;

/** Cycles light → dark → system; the choice is kept in localStorage (knowledge-base-theme). */
export function ThemeToggle() {
  const { t } = useTranslation();
  const { theme, setTheme } = useThemeChoice();
  const Icon = ICONS[theme];
  const label = t('header.theme', { theme: t(`theme.${theme}`) });
  return (
    <Hint label={label}>
      <IconButton type="button" aria-label={label} onClick={() => setTheme(nextTheme(theme))}>
        <Icon />
      </IconButton>
    </Hint>
  );
}
