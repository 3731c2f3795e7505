import { Navigate } from 'react-router';
import { takeWantedUrl } from '../lib/wantedUrl';
import { phaseOf, useAppState } from './AppState';
import { LoadingWorkspace } from './Loading';

/**
 * '' sends everyone where they belong: sign in, verify, onboarding, or the wanted page / stats.
 * The router keeps this screen up while the next one loads (its code and its query): it says so,
 * rather than a blank page for a second or three after "Create account" (issue 28).
 */
export function Home() {
  const { viewer } = useAppState();
  const phase = phaseOf(viewer);
  return (
    <>
      <Navigate to={homeOf(phase)} replace />
      {/* SPEC §2's text is for someone signed in; a visitor goes on to the sign-in page. */}
      {phase !== 'loggedOut' && <LoadingWorkspace />}
    </>
  );
}

function homeOf(phase: ReturnType<typeof phaseOf>): string {
  switch (phase) {
    case 'loggedOut':
      return '/auth';
    case 'unverified':
      return '/auth/verify';
    case 'newPlayer':
      return '/postLogin';
    case 'ready':
      return takeWantedUrl() ?? '/stats';
  }
}
