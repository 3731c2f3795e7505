import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

import { statsScopeOf } from '../../lib/statsScope';

// The stats tabs' organisation and season in the URL (lib/statsScope.ts). Changing the organisation
// drops the season (SPEC §4: the newest).

export { type StatsScope, statsScopeOf, statsVariables } from '../../lib/statsScope';

/** The scope in the URL, and setters that keep the rest of the URL (tabs carry it along). */
export function useStatsScope() {
  const [search, setSearch] = useSearchParams();
  const scope = statsScopeOf(search);
  const setOrg = useCallback(
    (org: string | null) =>
      setSearch((s) => {
        const next = new URLSearchParams(s);
        if (org) next.set('org', org);
        else next.delete('org');
        next.delete('season');
        next.delete('asOf');
        return next;
      }),
    [setSearch],
  );
  const setSeason = useCallback(
    (season: number | null) =>
      setSearch((s) => {
        const next = new URLSearchParams(s);
        if (season) next.set('season', String(season));
        else next.delete('season');
        next.delete('asOf');
        return next;
      }),
    [setSearch],
  );
  return { ...scope, setOrg, setSeason };
}

/** Where the season screen puts the challenge icon on a phone (SPEC §2: in the stats' tab bar). */
export const STATS_TABS_END = 'stats-tabs-end';
