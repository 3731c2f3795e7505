import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

// Which organisation and season the stats tabs show lives in the URL (`?org=` a global id,
// `?season=` a number), so every tab, a reload and a shared link show the same, and a route's loader
// can start its query from the URL alone. Without them: the viewer's organisation, its current
// season (else the newest). Changing the organisation drops the season (SPEC §4: the newest).

export interface StatsScope {
  org: string | null;
  season: number | null;
}

export function statsScopeOf(search: URLSearchParams): StatsScope {
  const season = Number(search.get('season'));
  return {
    org: search.get('org') || null,
    season: Number.isInteger(season) && season > 0 ? season : null,
  };
}

/** The route loader's variables of a stats tab's query. */
export const statsVariables = (url: string) => statsScopeOf(new URL(url).searchParams);

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
