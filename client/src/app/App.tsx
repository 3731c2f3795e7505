import { ThemeProvider } from 'next-themes';
import { lazy, Suspense, useLayoutEffect } from 'react';
import { RelayEnvironmentProvider } from 'react-relay';
import { type createBrowserRouter, RouterProvider } from 'react-router';
import type { Environment } from 'relay-runtime';
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
  const toasts = useToasterWanted();
  // Runs after the first screen's own layout effects, before the browser paints.
  useLayoutEffect(handOverFirstScreen, []);
  return (
    // No disableTransitionOnChange: next-themes would force two full style recalculations at every
    // start; AppMenu switches transitions off itself while the colour mode changes.
    <ThemeProvider attribute="class">
      <RelayEnvironmentProvider environment={environment}>
        <StartupBoundary>
          <Suspense fallback={<LoadingWorkspace />}>
            <AppStateProvider>
              <RouterProvider router={router} />
            </AppStateProvider>
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
