import { ChakraProvider } from '@chakra-ui/react';
import { type ComponentType, createContext, type ReactNode, useContext } from 'react';
import { system } from './styles';

// Chakra (its style system and components) loads with the first screen that uses it, not with the
// app: the shell and the account pages are plain elements (ui/kit.css). Every lazily loaded route
// and every Chakra part outside a route (menu, toasts) renders inside a ChakraScope.
const Inside = createContext(false);

export function ChakraScope({ children }: { children: ReactNode }) {
  if (useContext(Inside)) return children;
  return (
    <ChakraProvider value={system}>
      <Inside.Provider value={true}>{children}</Inside.Provider>
    </ChakraProvider>
  );
}

export function withChakra<P extends object>(Inner: ComponentType<P>): ComponentType<P> {
  function WithChakra(props: P) {
    return (
      <ChakraScope>
        <Inner {...props} />
      </ChakraScope>
    );
  }
  WithChakra.displayName = `WithChakra(${Inner.displayName ?? Inner.name})`;
  return WithChakra;
}
