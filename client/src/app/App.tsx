import { ThemeProvider } from 'next-themes';
import { lazy, type ReactNode, Suspense, useLayoutEffect } from 'react';
import { RelayEnvironmentProvider } from 'react-relay';
import { type createBrowserRouter, RouterProvider } from 'react-router';
import type { Environment, IEnvironment } from 'relay-runtime';
import { AppStateProvider } from './AppState';
import { handOverFirstScreen } from './firstScreen';
import { LoadingWorkspace, StartupBoundary } from './Loading';
import { useToasterWanted } from './toasts';

// Toasts are needed only once something happens; their machinery (and Chakra) loads with the first
// code that shows one.
const Toaster = lazy(() => import('./toaster').then((m) => ({ default: m.Toaster })));

export function App({
  environment,
  router,
}: {
  environment: Environment;
  router: ReturnType<typeof createBrowserRouter>;
}) {
  // Runs after the first screen's own layout effects, before the browser paints.
  useLayoutEffect(handOverFirstScreen, []);
  return (
    <AppFrame environment={environment}>
      <RouterProvider router={router} />
    </AppFrame>
  );
}

/**
 * Everything around the routes. The server renders the season screen inside this same frame
 * (serverScreen.tsx), so the browser can take that markup over (hydrate) instead of drawing it anew.
 */
export function AppFrame({ environment, children }: { environment: IEnvironment; children: ReactNode }) {
  const toasts = useToasterWanted();
  return (
    // No disableTransitionOnChange: next-themes would force two full style recalculations at every
    // start; AppMenu switches transitions off itself while the colour mode changes. Its own script
    // is inert here (index.html sets the theme before the first paint): as text it does not run
    // when the server's markup carries it either.
    <ThemeProvider attribute="class" scriptProps={{ type: 'text/plain' }}>
      <RelayEnvironmentProvider environment={environment}>
        <StartupBoundary>
          <Suspense fallback={<LoadingWorkspace />}>
            <AppStateProvider>{children}</AppStateProvider>
          </Suspense>
        </StartupBoundary>
        {toasts && (
          <Suspense>
            <Toaster />
          </Suspense>
        )}
      </RelayEnvironmentProvider>
    </ThemeProvider>
  );
}
