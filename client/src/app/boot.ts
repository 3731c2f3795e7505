// Everything the app needs to start, in one import from main.tsx (one request list, one preload pass).
import './zodConfig';

export { StrictMode, startTransition } from 'react';
export { createRoot, hydrateRoot } from 'react-dom/client';
export { createOperationDescriptor, fetchQuery } from 'relay-runtime';
export { App } from './App';
export { createEnvironment } from './relayEnvironment';
export { createRouter } from './routes';
