import type { ReactNode } from 'react';
import { Direction, Tooltip } from 'radix-ui';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { useKeepPageOnFileDrop } from '../shared/hooks/use-keep-page-on-file-drop';
import { i18n } from '../shared/i18n/i18n';
import { useLocale } from '../shared/i18n/use-locale';
import { AppThemeProvider } from '../shared/theme/app-theme-provider';
import { Toaster } from '../shared/ui/toaster';
import type { AppStore } from './store';

/** Radix components (menus, dialogs, toasts) follow the UI direction, including in portals. */
function DirectionFromLanguage({ children }: { children: ReactNode }) {
  const { dir } = useLocale();
  return <Direction.Provider dir={dir}>{children}</Direction.Provider>;
}

export function AppProviders({ store, children }: { store: AppStore; children: ReactNode }) {
  useKeepPageOnFileDrop();
  return (
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <AppThemeProvider>
          <DirectionFromLanguage>
            {/* SPEC.md section 9: tooltips open after 700 ms, skip delay 300 ms. */}
            <Tooltip.Provider delayDuration={700} skipDelayDuration={300}>
              {children}
              <Toaster />
            </Tooltip.Provider>
          </DirectionFromLanguage>
        </AppThemeProvider>
      </I18nextProvider>
    </Provider>
  );
}
