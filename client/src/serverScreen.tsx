import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import {
  Environment,
  type FetchFunction,
  fetchQuery,
  Network,
  Observable,
  RecordSource,
  Store,
} from 'relay-runtime';
import AppStateQuery from './app/__generated__/AppStateQuery.graphql';
import { AppFrame } from './app/App';
import { type GraphQLResponse, keyOf } from './app/earlyQuery';
import { createRoutes } from './app/routes';
import SeasonPageQuery from './features/stats/__generated__/SeasonPageQuery$parameters';
import { seasonPageVariables } from './lib/statsScope';

/**
 * The season screen rendered by the server for a signed-in visitor, with its tables (the page
 * players land on). Built by Vite as a server bundle (`vite build --ssr`, into dist-server) and used
 * by server/src/http/seasonFirstScreen.ts: the server asks `firstScreenRequests` which persisted
 * queries the address needs, runs them as the visitor, and puts `renderFirstScreen`'s markup into
 * index.html's #root, with the answers beside it. The browser paints the tables with the HTML; the
 * app takes the answers instead of asking again and hydrates the markup (main.tsx): the same tree
 * as the browser's first render (AppFrame around the routes), so React adopts the elements instead
 * of drawing the screen anew. Where they differ after all, React draws that part anew itself.
 */

/** Only the season tab's own address: /stats would first send the browser's router there. */
const SEASON_PATH = '/stats/season';

export interface FirstScreenRequest {
  id: string;
  name: string;
  variables: Record<string, unknown>;
}

/** The queries the first screen of `url` shows, or null when the server does not render it. */
export function firstScreenRequests(url: string): FirstScreenRequest[] | null {
  if (new URL(url).pathname.replace(/\/+$/, '') !== SEASON_PATH) return null;
  const query = (params: { id?: string | null; name: string }, variables: Record<string, unknown>) => {
    if (!params.id) throw new Error(`${params.name} is not persisted`);
    return { id: params.id, name: params.name, variables };
  };
  return [query(AppStateQuery.params, {}), query(SeasonPageQuery.params, seasonPageVariables(url))];
}

/**
 * The markup of the first screen of `url` from the answers to its requests (same order), or null
 * when the answers do not make a screen worth showing (an error, nobody signed in, no player yet:
 * the app then decides where the visitor belongs).
 */
export async function renderFirstScreen(url: string, answers: GraphQLResponse[]): Promise<string | null> {
  const requests = firstScreenRequests(url);
  if (!requests || answers.length !== requests.length) return null;
  if (answers.some((a) => a.errors || !a.data)) return null;
  const first = answers[0]?.data as { viewer?: { emailVerified?: boolean; player?: unknown } | null };
  const viewer = first?.viewer;
  if (!viewer?.emailVerified || !viewer.player) return null;

  // The network answers from the given answers only, at once, so nothing suspends.
  const fetchFn: FetchFunction = (params, variables) => {
    const index = requests.findIndex(
      (r) => params.id && keyOf(r.id, r.variables) === keyOf(params.id, variables),
    );
    if (index < 0) return Observable.create((sink) => sink.error(new Error(`${params.name} not given`)));
    return Observable.from(answers[index] as never);
  };
  const environment = new Environment({
    network: Network.create(fetchFn),
    store: new Store(new RecordSource()),
    isServer: true,
  });
  await fetchQuery(environment, AppStateQuery, {}).toPromise();

  const { search } = new URL(url);
  const handler = createStaticHandler(createRoutes(environment));
  const context = await handler.query(new Request(`http://localhost${SEASON_PATH}${search}`));
  if (context instanceof Response || context.errors) return null;
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(
    <StrictMode>
      <AppFrame environment={environment}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppFrame>
    </StrictMode>,
  );
}
