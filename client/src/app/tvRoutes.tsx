import { Outlet, type RouteObject } from 'react-router';
import type { IEnvironment } from 'relay-runtime';
import TvLivePageQuery from '../features/live/__generated__/TvLivePageQuery$parameters';
import TvTourneyPageQuery from '../features/tourney/__generated__/TvTourneyPageQuery$parameters';
import { RequireVerified } from './guards';
import { RouteError } from './RouteError';
import { page } from './routePages';
import { queryLoader } from './routeQuery';

/**
 * The screens for a TV: a screen on the wall, so outside the shell (no app bars, no menu), but
 * behind the same guard as the tourney screens (SPEC §6: a verified e-mail).
 */
export const tvRoutes = (environment: IEnvironment): RouteObject => ({
  path: 'tv',
  element: (
    <RequireVerified>
      <Outlet />
    </RequireVerified>
  ),
  errorElement: <RouteError />,
  children: [
    // A tourney's bracket.
    {
      path: 'tourney/:tourneyId',
      loader: queryLoader(environment, TvTourneyPageQuery, ({ params }) => ({
        id: params.tourneyId ?? '',
      })),
      lazy: page(() => import('../features/tourney/TvTourneyPage')),
    },
    // The scoreboard of a location's live game, for the screen next to the table.
    {
      path: 'live/:locationId',
      loader: queryLoader(environment, TvLivePageQuery),
      lazy: page(() => import('../features/live/TvLivePage')),
    },
  ],
});
