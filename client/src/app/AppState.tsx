import { createContext, type ReactNode, useCallback, useContext, useMemo } from 'react';
import { fetchQuery, graphql, useLazyLoadQuery, useRelayEnvironment } from 'react-relay';
import type { AppStateQuery, AppStateQuery$data } from './__generated__/AppStateQuery.graphql';

export type ViewerData = NonNullable<AppStateQuery$data['viewer']>;

interface AppState {
  viewer: ViewerData | null;
  /**
   * Refetch who is signed in (after sign-in, sign-out, verification, onboarding). Resolves once the
   * store holds the answer: navigate after it, so the next route's guards see the new viewer.
   */
  refresh(): Promise<void>;
}

const Context = createContext<AppState | null>(null);

// A function, not a constant: the build prerenders with this module loaded without Relay's Babel
// plugin, where a bare graphql tag throws.
const appStateQuery = () => graphql`
  query AppStateQuery {
    viewer {
      emailVerified
      canOpenAdministration
      # Issue 28: the menu offers API keys to analysts and admins.
      apiKeyOrganisations {
        id
      }
      user {
        id
        name
        email
      }
      player {
        id
        name
        nickname
        isClaimed
      }
      organisation {
        id
        name
        logoUrl
        # Issue 28: the menu offers the camera's screens where a location has one the viewer may watch.
        locations {
          cameraPath
        }
      }
    }
  }
`;

// The app's notion of "who is here": loaded once, refreshed after every account change.
export function AppStateProvider({ children }: { children: ReactNode }) {
  const environment = useRelayEnvironment();
  const data = useLazyLoadQuery<AppStateQuery>(appStateQuery(), {}, { fetchPolicy: 'store-or-network' });
  // The answer is written into the store, which re-renders this provider in place. A refetch through
  // a new fetchKey would suspend the whole app instead: every screen below unmounts and mounts again
  // (onboarding then took its own new player for one it had on arrival and left for /stats).
  const refresh = useCallback(async () => {
    try {
      await fetchQuery<AppStateQuery>(
        environment,
        appStateQuery(),
        {},
        { fetchPolicy: 'network-only' },
      ).toPromise();
    } catch (error) {
      console.warn('Could not refresh the viewer', error);
    }
  }, [environment]);
  const value = useMemo(() => ({ viewer: data.viewer ?? null, refresh }), [data.viewer, refresh]);
  return <Context.Provider value={value}>{children}</Context.Provider>;
}

/** A fixed viewer without Relay: the build prerenders the first screens with it (src/prerender.tsx). */
export function StaticAppState({ viewer, children }: { viewer: ViewerData | null; children: ReactNode }) {
  const value = useMemo(() => ({ viewer, refresh: async () => {} }), [viewer]);
  return <Context.Provider value={value}>{children}</Context.Provider>;
}

export function useAppState(): AppState {
  const state = useContext(Context);
  if (!state) throw new Error('useAppState outside AppStateProvider');
  return state;
}

/** SPEC §4 app states. */
export type AppPhase = 'loggedOut' | 'unverified' | 'newPlayer' | 'ready';

export function phaseOf(viewer: ViewerData | null): AppPhase {
  if (!viewer) return 'loggedOut';
  if (!viewer.emailVerified) return 'unverified';
  if (!viewer.player) return 'newPlayer';
  return 'ready';
}

/** The admin area opens for admins and moderators of any organisation, and installation admins. */
export const canOpenAdministration = (viewer: ViewerData | null) =>
  Boolean(viewer?.emailVerified && viewer.canOpenAdministration);
