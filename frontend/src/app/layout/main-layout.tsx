import { Suspense, useEffect, useRef, useState } from 'react';
import { Dialog } from 'radix-ui';
import { matchPath, Outlet, useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ConversationQuickActions } from '../../features/chat/components/conversation-quick-actions';
import { QuickActions } from '../../features/quick-actions/components/quick-actions';
import type { QuickActionsContext } from '../../features/quick-actions/quick-actions-slice';
import { COMPACT_QUERY, useMediaQuery } from '../../shared/hooks/use-media-query';
import { useLocale } from '../../shared/i18n/use-locale';
import { LoadingText } from '../../shared/ui/page-states';
import { Header } from './header';
import { Aside, Body, Drawer, DrawerOverlay, Main, Shell, SkipLink } from './main-layout-styles';
import { Sidebar } from './sidebar';
import styled from 'styled-components';

const FocusStart = styled.span`
  outline: none;
`;

/** The chat's own actions for the conversation Quick Actions is about (features do not import each other). */
const renderQuickContext = (context: QuickActionsContext) =>
  context.type === 'conversation' ? <ConversationQuickActions id={context.id} /> : null;

/** Header, sidebar (inline above 1024 px, an overlay at or below) and the routed screen. */
export function MainLayout() {
  const { t } = useTranslation();
  const { dir } = useLocale();
  const compact = useMediaQuery(COMPACT_QUERY);
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  const { pathname } = useLocation();

  const close = () => setOpen(false);
  // A conversation opened from the drawer hands the focus to the chat input, not back to the menu button.
  const focusMovesOn = useRef(false);
  const openConversation = () => {
    focusMovesOn.current = true;
    close();
    // The chat is `/` or a conversation's address (issue 48); there the address follows the pick.
    if (!matchPath('/', pathname) && !matchPath('/c/:conversationId', pathname)) void navigate('/');
  };
  // After sign-in the focused button is gone and Chromium would start Tab from where it was, reaching
  // the welcome toast first: the page starts here instead, so the first Tab is the skip link.
  const start = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    if (!document.activeElement || document.activeElement === document.body) start.current?.focus({ preventScroll: true });
  }, []);
  const sidebar = <Sidebar onNavigate={close} onOpenConversation={openConversation} />;

  return (
    <Shell>
      <FocusStart ref={start} tabIndex={-1} data-testid="focus-start" />
      <SkipLink href="#main">{t('app.skipToContent')}</SkipLink>
      <Header compact={compact} sidebarOpen={open} onToggleSidebar={() => setOpen((value) => !value)} />
      <Body>
        {compact ? (
          <Dialog.Root open={open} onOpenChange={setOpen}>
            <Dialog.Portal>
              <DrawerOverlay />
              <Drawer
                dir={dir}
                aria-describedby={undefined}
                onCloseAutoFocus={(event) => {
                  if (focusMovesOn.current) event.preventDefault();
                  focusMovesOn.current = false;
                }}
              >
                <Dialog.Title className="visually-hidden">{t('nav.label')}</Dialog.Title>
                {sidebar}
              </Drawer>
            </Dialog.Portal>
          </Dialog.Root>
        ) : (
          <Aside>{sidebar}</Aside>
        )}
        <Main id="main" tabIndex={-1}>
          <Suspense fallback={<LoadingText />}>
            <Outlet />
          </Suspense>
        </Main>
      </Body>
      <QuickActions renderContext={renderQuickContext} />
    </Shell>
  );
}
