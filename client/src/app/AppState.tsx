import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { AppStateQuery, AppStateQuery$data } from './__generated__/AppStateQuery.graphql';

export type ViewerData = NonNullable<AppStateQuery$data['viewer']>;

interface AppState {
  viewer: ViewerData | null;
  /** Refetch who is signed in (after sign-in, sign-out, verification, onboarding). */
  refresh(): void;
}

const Context = createContext<AppState | null>(null);

// The app's notion of "who is here": loaded once, refreshed after every account change.
export function AppStateProvider({ children }: { children: ReactNode }) {
  const [fetchKey, setFetchKey] = useState(0);
  const data = useLazyLoadQuery<AppStateQuery>(
    graphql`
      query AppStateQuery {
        viewer {
          emailVerified
          isInstallationAdmin
          canOpenAdministration
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
          }
        }
      }
    `,
    {},
    { fetchKey, fetchPolicy: fetchKey === 0 ? 'store-or-network' : 'network-only' },
  );
  const refresh = useCallback(() => setFetchKey((k) => k + 1), []);
  const value = useMemo(() => ({ viewer: data.viewer ?? null, refresh }), [data.viewer, refresh]);
  return <Context.Provider value={value}>{children}</Context.Provider>;
}

/** A fixed viewer without Relay: the build prerenders the first screens with it (src/prerender.tsx). */
export function StaticAppState({ viewer, children }: { viewer: ViewerData | null; children: ReactNode }) {
  const value = useMemo(() => ({ viewer, refresh() {} }), [viewer]);
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
