import { ChakraProvider } from '@chakra-ui/react';
import { ThemeProvider } from 'next-themes';
import { lazy, Suspense, useMemo } from 'react';
import { RelayEnvironmentProvider } from 'react-relay';
import { RouterProvider } from 'react-router';
import { AppStateProvider } from './AppState';
import { LoadingWorkspace, StartupBoundary } from './Loading';
import { createEnvironment } from './relayEnvironment';
import { createRouter } from './routes';
import { system } from './styles';

// Toasts are needed only once something happens; their machinery loads after the first screen.
const Toaster = lazy(() => import('./toaster').then((m) => ({ default: m.Toaster })));

export function App() {
  const environment = useMemo(createEnvironment, []);
  const router = useMemo(createRouter, []);
  return (
    <ChakraProvider value={system}>
      <ThemeProvider attribute="class" disableTransitionOnChange>
        <RelayEnvironmentProvider environment={environment}>
          <StartupBoundary>
            <Suspense fallback={<LoadingWorkspace />}>
              <AppStateProvider>
                <RouterProvider router={router} />
              </AppStateProvider>
            </Suspense>
          </StartupBoundary>
          <Suspense>
            <Toaster />
          </Suspense>
        </RelayEnvironmentProvider>
      </ThemeProvider>
    </ChakraProvider>
  );
}
