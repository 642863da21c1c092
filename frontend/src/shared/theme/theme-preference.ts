import { DEFAULT_THEME, THEME_STORAGE_KEY, type Theme } from '@kb/contracts';

const THEMES: readonly Theme[] = ['light', 'dark', 'system'];

export function readThemePreference(): Theme {
  try {
    const value = localStorage.getItem(THEME_STORAGE_KEY) as Theme | null;
    return value && THEMES.includes(value) ? value : DEFAULT_THEME;
  } catch {
    return DEFAULT_THEME;
  }
}

export function writeThemePreference(theme: Theme): void {
  try {
    localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // Storage blocked: the choice lasts for this page only.
  }
}

export function nextTheme(theme: Theme): Theme {
  return THEMES[(THEMES.indexOf(theme) + 1) % THEMES.length];
}
