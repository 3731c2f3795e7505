// SPEC §3 local storage keys the app keeps between visits. Reading never throws: private modes and
// full storage simply mean nothing is remembered.

export type LocalKey =
  | 'blacks'
  | 'whites'
  | 'trigger'
  | 'newPlayer'
  | 'showAllLocations'
  | 'currentLocation'
  | 'winners'
  | 'losers'
  | 'lastMatch'
  | 'sortBy'
  /** What Add Game's live mode listens with (lib/liveGame `parseListening`); not in SPEC. */
  | 'liveListening';

export function readLocal(key: LocalKey): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeLocal(key: LocalKey, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    // Not remembered; the screen still works.
  }
}
