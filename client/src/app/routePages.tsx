import type React from 'react';

// Route screens load on demand, each with Chakra (ChakraScope): only the shell, the account pages and
// the placeholders are plain elements that paint before Chakra is there.
export const page = (load: () => Promise<{ default: React.ComponentType }>) => async () => {
  const [screen, { withChakra }] = await Promise.all([load(), import('./ChakraScope')]);
  return { Component: withChakra(screen.default) };
};
export const plainPage = (load: () => Promise<{ default: React.ComponentType }>) => async () => ({
  Component: (await load()).default,
});
