import { useEffect } from 'react';
import { liveReconnects } from '../lib/liveReconnects';

/** Runs `refetch` whenever the live connection comes back after a cut (lib/liveReconnects.ts). */
export function useLiveReconnect(refetch: () => void) {
  useEffect(() => liveReconnects.listen(refetch), [refetch]);
}
