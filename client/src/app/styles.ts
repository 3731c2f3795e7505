import { system } from './theme';

// Chakra's global CSS (reset, base styles, token variables) comes as a stylesheet made at build time
// (vite/chakraGlobalCss.ts, imported in main.tsx): computing and injecting it here again would cost
// every start about 100 ms of main thread.
system._global = [];

export { system };
