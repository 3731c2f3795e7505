import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { rememberWantedUrl } from '../lib/wantedUrl';
import { canOpenAdministration, phaseOf, useAppState } from './AppState';

/** Signed-in routes: anyone else goes to sign in, and comes back afterwards. */
export function RequireSignedIn({ children }: { children: ReactNode }) {
  const { viewer } = useAppState();
  const location = useLocation();
  if (!viewer) {
    rememberWantedUrl(location.pathname + location.search);
    return <Navigate to="/auth" replace />;
  }
  return children;
}

/**
 * Routes needing a verified e-mail: an unverified user goes to '/' (SPEC §2) and the wanted URL is
 * used after verification. A verified user without a player is sent to onboarding first.
 */
export function RequireVerified({
  children,
  allowNewPlayer = false,
}: {
  children: ReactNode;
  allowNewPlayer?: boolean;
}) {
  const { viewer } = useAppState();
  const location = useLocation();
  const phase = phaseOf(viewer);
  if (phase === 'loggedOut' || phase === 'unverified') {
    rememberWantedUrl(location.pathname + location.search);
    return <Navigate to="/" replace />;
  }
  if (phase === 'newPlayer' && !allowNewPlayer) {
    rememberWantedUrl(location.pathname + location.search);
    return <Navigate to="/postLogin" replace />;
  }
  return children;
}

/** SPEC §4: admin area only for a verified admin or moderator; everyone else goes to stats. */
export function AdminGuard({ children }: { children: ReactNode }) {
  const { viewer } = useAppState();
  if (!canOpenAdministration(viewer)) {
    console.info('admin guard: not an admin or moderator with a verified e-mail');
    return <Navigate to="/stats" replace />;
  }
  return children;
}
