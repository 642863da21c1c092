import { SESSION_REFETCH_MS, type User } from '@kb/contracts';
import { useGetSessionQuery } from './auth-api';

export type SessionStatus = 'loading' | 'authenticated' | 'anonymous';

/** The session, refetched on window focus and every 30 s (SPEC.md sections 4 and 9). */
export function useSession(): { status: SessionStatus; user: User | null; isAdmin: boolean } {
  const { data, isLoading, isError } = useGetSessionQuery(undefined, {
    pollingInterval: SESSION_REFETCH_MS,
    refetchOnFocus: true,
  });
  if (!data) {
    // A session call that fails outright (server down) is treated as signed out rather than spinning forever.
    return { status: isLoading || !isError ? 'loading' : 'anonymous', user: null, isAdmin: false };
  }
  const user = data.isAuthenticated ? data.user : null;
  return { status: user ? 'authenticated' : 'anonymous', user, isAdmin: user?.role === 'admin' };
}
