// Which organisation and season the stats tabs show lives in the URL (`?org=` a global id,
// `?season=` a number), so every tab, a reload and a shared link show the same, and a route's loader
// can start its query from the URL alone. Without them: the viewer's organisation, its current
// season (else the newest). Pure: main.tsx starts the season screen's query from it before the app.

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

/** The season screen's query variables (a stats tab's, and `?asOf=` for a table of the past). */
export const seasonPageVariables = (url: string) => ({
  ...statsVariables(url),
  asOf: new URL(url).searchParams.get('asOf'),
});

/** The paths that show the season screen: `/stats` sends there (with no search kept). */
export function showsSeasonPage(url: string): boolean {
  const { pathname, search } = new URL(url);
  const path = pathname.replace(/\/+$/, '');
  return path === '/stats/season' || (path === '/stats' && search === '');
}
