import { Suspense, useCallback } from 'react';
import { matchPath, Outlet, useLocation, type RouteObject } from 'react-router';
import type { Conversation, KnowledgeFile } from '@kb/contracts';
import { useSession } from '../features/auth/api/use-session';
import {
  ambientContextShown,
  contextSelected,
  fileChatOpened,
  selectFileChatRequest,
  selectSelectedFileId,
} from '../features/quick-actions/quick-actions-slice';
import { useAppDispatch, useAppSelector } from '../shared/store-hooks';
import { LoadingText } from '../shared/ui/page-states';
import { GuestOnly, RequireAuth } from './guards/require-auth';
import { RequireAdmin } from './guards/require-admin';
import { MainLayout } from './layout/main-layout';
import * as Pages from './lazy-pages';

function Root() {
  return (
    <Suspense fallback={<LoadingText />}>
      <Outlet />
    </Suspense>
  );
}

/**
 * The chat screen gets the signed-in user from here, since features do not import each other, and
 * tells Quick Actions which conversation is open (issue 48): its context follows the chat.
 */
function ChatRoute() {
  const { user } = useSession();
  const dispatch = useAppDispatch();
  const shown = useCallback(
    (conversation: Conversation | null) =>
      dispatch(ambientContextShown(conversation && { type: 'conversation', id: conversation.id, title: conversation.title })),
    [dispatch],
  );
  return <Pages.ChatPage user={user} onConversationShown={shown} />;
}

/** Document screens hide write actions from non-admins (the server enforces them) and name the editor in conflicts. */
function LibraryRoute() {
  const { isAdmin } = useSession();
  return <Pages.LibraryPage isAdmin={isAdmin} />;
}
function DocumentManagerRoute() {
  const { user, isAdmin } = useSession();
  return <Pages.DocumentManagerPage isAdmin={isAdmin} userId={user?.id} />;
}
/** The admin's own account is named in User Access: disabling it is refused there with a reason (issue 48). */
function AdminRoute() {
  const { user } = useSession();
  return <Pages.AdminPage userId={user?.id} />;
}
function KnowledgeBaseRoute() {
  const { user } = useSession();
  return <Pages.KnowledgeBasePage userId={user?.id} />;
}

/**
 * Quick Actions and the knowledge-files page meet here (features do not import each other):
 * clicking a file sets the file context, the page marks it, and the drawer's "Chat with the file"
 * opens the page's chat dialog.
 */
function KnowledgeFilesRoute() {
  const dispatch = useAppDispatch();
  const selectedFileId = useAppSelector(selectSelectedFileId);
  const chatRequest = useAppSelector(selectFileChatRequest);
  const select = ({ id, originalFilename, size, createdAt }: KnowledgeFile) =>
    dispatch(contextSelected({ type: 'file', id, originalFilename, size, createdAt }));
  const chatTaken = useCallback(() => dispatch(fileChatOpened()), [dispatch]);
  return (
    <Pages.KnowledgeFilesPage
      onSelectFile={select}
      selectedFileId={selectedFileId}
      chatRequest={chatRequest}
      onChatRequestTaken={chatTaken}
    />
  );
}

/** Like RequireAuth, except that /knowledge-files tells an anonymous visitor to sign in (SPEC.md). */
function RequireAuthOrLoginRequired() {
  const { status } = useSession();
  const { pathname } = useLocation();
  if (status === 'anonymous' && matchPath('/knowledge-files', pathname)) return <Pages.KnowledgeFilesLoginRequired />;
  return <RequireAuth />;
}

/**
 * SPEC.md section 2 route table. React Router matches case-insensitively and ignores a trailing
 * slash by default, which is exactly the rule SPEC.md gives.
 */
export const routes: RouteObject[] = [
  {
    element: <Root />,
    children: [
      { element: <GuestOnly />, children: [{ path: '/login', element: <Pages.LoginPage /> }] },
      { path: '/simple-chat', element: <Pages.SimpleChatPage /> },
      {
        element: <RequireAuthOrLoginRequired />,
        children: [
          {
            element: <MainLayout />,
            children: [
              // One chat screen for `/` and a conversation's address (issue 48): moving between them
              // (the address follows the active conversation) never remounts it.
              { element: <ChatRoute />, children: [{ index: true }, { path: '/c/:conversationId' }] },
              { path: '/library', element: <LibraryRoute /> },
              { path: '/saved', element: <Pages.SavedPage /> },
              { path: '/training', element: <Pages.TrainingPage /> },
              { path: '/knowledge-files', element: <KnowledgeFilesRoute /> },
              { element: <RequireAdmin allowAuditors />, children: [{ path: '/audit', element: <Pages.AuditPage /> }] },
            ],
          },
          // Full-page screens with their own "Back to Chat" header.
          { path: '/document-manager', element: <DocumentManagerRoute /> },
          { element: <RequireAdmin />, children: [{ path: '/admin', element: <AdminRoute /> }] },
          { element: <RequireAdmin language="ar" />, children: [{ path: '/knowledge-base', element: <KnowledgeBaseRoute /> }] },
        ],
      },
      { path: '*', element: <Pages.NotFoundPage /> },
    ],
  },
];
