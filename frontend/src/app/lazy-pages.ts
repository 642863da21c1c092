import { lazy, type ComponentType } from 'react';

/** React.lazy for a named export: each screen is its own chunk, loaded when its route is first visited. */
// `any` props, as React.lazy itself accepts: each page keeps its own prop types.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy's own bound is ComponentType<any>
function lazyNamed<M extends Record<K, ComponentType<any>>, K extends keyof M>(load: () => Promise<M>, name: K) {
  return lazy(async () => ({ default: (await load())[name] }));
}

export const LoginPage = lazyNamed(() => import('../features/auth/components/login-page'), 'LoginPage');
export const ChatPage = lazyNamed(() => import('../features/chat/components/chat-page'), 'ChatPage');
export const LibraryPage = lazyNamed(() => import('../features/library/components/library-page'), 'LibraryPage');
export const SavedPage = lazyNamed(() => import('../features/saved/components/saved-page'), 'SavedPage');
export const TrainingPage = lazyNamed(() => import('../features/training/components/training-page'), 'TrainingPage');
export const KnowledgeFilesPage = lazyNamed(
  () => import('../features/knowledge-files/components/knowledge-files-page'),
  'KnowledgeFilesPage',
);
export const KnowledgeFilesLoginRequired = lazyNamed(
  () => import('../features/knowledge-files/components/knowledge-files-page'),
  'KnowledgeFilesLoginRequired',
);
export const DocumentManagerPage = lazyNamed(
  () => import('../features/document-manager/components/document-manager-page'),
  'DocumentManagerPage',
);
export const AdminPage = lazyNamed(() => import('../features/admin/components/admin-page'), 'AdminPage');
export const KnowledgeBasePage = lazyNamed(() => import('../features/knowledge-base/components/knowledge-base-page'), 'KnowledgeBasePage');
export const AuditPage = lazyNamed(() => import('../features/audit/components/audit-page'), 'AuditPage');
export const SimpleChatPage = lazyNamed(() => import('../features/simple-chat/components/simple-chat-page'), 'SimpleChatPage');
export const NotFoundPage = lazyNamed(() => import('../features/not-found/components/not-found-page'), 'NotFoundPage');
