import { useSyncExternalStore } from 'react';

// The toaster (Chakra) mounts when the first piece of code that shows toasts is loaded (toaster.tsx
// calls toasterWanted()), not with the app: the first screen does without Chakra.
let wanted = false;
const listeners = new Set<() => void>();

export function toasterWanted() {
  if (wanted) return;
  wanted = true;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const useToasterWanted = () =>
  useSyncExternalStore(
    subscribe,
    () => wanted,
    () => false,
  );
