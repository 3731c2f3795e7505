import { useCallback, useEffect, useState } from 'react';
import { type ListingEntry, listingPath } from '../../lib/camera';

type DayClips =
  | { status: 'loading' }
  | { status: 'ready'; entries: ListingEntry[] }
  | { status: 'failed'; message: string };

/** A camera's listing of one day (through the app's camera proxy), asked again by `reload`. */
export function useDayClips(cameraPath: string | null, day: string) {
  const [state, setState] = useState<DayClips>({ status: 'loading' });
  const [asked, setAsked] = useState(0);
  const reload = useCallback(() => setAsked((n) => n + 1), []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `asked` asks again
  useEffect(() => {
    if (!cameraPath) return;
    const stop = new AbortController();
    setState({ status: 'loading' });
    fetch(listingPath(cameraPath, day), { signal: stop.signal, headers: { accept: 'application/json' } })
      .then(async (res) => {
        const body = await res.json().catch(() => null);
        if (!res.ok)
          throw new Error((body as { error?: string } | null)?.error ?? `The camera answered ${res.status}`);
        setState({ status: 'ready', entries: Array.isArray(body) ? (body as ListingEntry[]) : [] });
      })
      .catch((err: Error) => {
        if (!stop.signal.aborted) setState({ status: 'failed', message: err.message });
      });
    return () => stop.abort();
  }, [cameraPath, day, asked]);
  return { ...state, reload };
}
