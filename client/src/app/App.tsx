import { ChakraProvider } from '@chakra-ui/react';
import { ThemeProvider } from 'next-themes';
import { Suspense, useMemo } from 'react';
import { RelayEnvironmentProvider } from 'react-relay';
import { RouterProvider } from 'react-router';
import { AppStateProvider } from './AppState';
import { LoadingWorkspace, StartupBoundary } from './Loading';
import { createEnvironment } from './relayEnvironment';
import { createRouter } from './routes';
import { system } from './theme';
import { Toaster } from './toaster';

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
          <Toaster />
        </RelayEnvironmentProvider>
      </ThemeProvider>
    </ChakraProvider>
  );
}
