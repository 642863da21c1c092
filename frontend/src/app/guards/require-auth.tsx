import { Navigate, Outlet, useLocation } from 'react-router';
import { useSession } from '../../features/auth/api/use-session';
import { LoadingText } from '../../shared/ui/page-states';

/** Signed-in users only; anonymous ones go to /login, and nothing is decided while the session is unknown. */
export function RequireAuth() {
  const { status } = useSession();
  const location = useLocation();
  if (status === 'loading') return <LoadingText />;
  if (status === 'anonymous') return <Navigate to="/login" replace state={{ from: location.pathname }} />;
  return <Outlet />;
}

/** /login: a signed-in user is sent to /. */
export function GuestOnly() {
  const { status } = useSession();
  if (status === 'loading') return <LoadingText />;
  if (status === 'authenticated') return <Navigate to="/" replace />;
  return <Outlet />;
}
