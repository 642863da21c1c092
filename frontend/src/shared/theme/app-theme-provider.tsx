import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import type { Theme } from '@kb/contracts';
import { useMediaQuery } from '../hooks/use-media-query';
import { GlobalStyle } from './global-style';
import { readThemePreference, writeThemePreference } from './theme-preference';
import { darkTheme, lightTheme } from './tokens';

interface ThemeChoice {
  theme: Theme;
  setTheme: (theme: Theme) => void;
}

const ThemeChoiceContext = createContext<ThemeChoice>({ theme: 'light', setTheme: () => undefined });

export function AppThemeProvider({ children }: { children: ReactNode }) {
  const [theme, setThemeState] = useState<Theme>(readThemePreference);
  const prefersDark = useMediaQuery('(prefers-color-scheme: dark)');
  const setTheme = useCallback((next: Theme) => {
    writeThemePreference(next);
    setThemeState(next);
  }, []);
  const resolved = theme === 'dark' || (theme === 'system' && prefersDark) ? darkTheme : lightTheme;
  const choice = useMemo(() => ({ theme, setTheme }), [theme, setTheme]);
  return (
    <ThemeChoiceContext.Provider value={choice}>
      <ThemeProvider theme={resolved}>
        <GlobalStyle />
        {children}
      </ThemeProvider>
    </ThemeChoiceContext.Provider>
  );
}

export function useThemeChoice(): ThemeChoice {
  return useContext(ThemeChoiceContext);
}
