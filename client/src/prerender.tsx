import { renderToStaticMarkup } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  type RouteObject,
  StaticRouterProvider,
} from 'react-router';
import { StaticAppState, type ViewerData } from './app/AppState';
import { createEnvironment } from './app/relayEnvironment';
import { createRoutes } from './app/routes';
import { LoadingSection } from './ui/LoadingSection';

/**
 * The first screens index.html shows before any JavaScript runs, rendered at build time from the
 * real routes and components (vite/prerender.ts puts them into index.html as templates; an inline
 * script there picks one by the path). These screens are plain elements styled by ui/kit.css, so the
 * HTML and the stylesheet are all they need. React later replaces the view with the same screen
 * (app/firstScreen.ts carries over what was typed and the focus).
 *
 * `paths` are the addresses that show the screen, chosen by the path alone: a visitor who turns out to
 * be the other kind (signed in on /auth, signed out on /stats) sees it until the app sends them on.
 * `signedIn` is whom it is rendered for.
 */
export const FIRST_SCREENS = [
  { id: 'auth', render: '/auth', paths: ['/auth'], signedIn: false },
  { id: 'stats', render: '/stats/season', paths: ['/stats', '/stats/season'], signedIn: true },
] as const;

/** A signed-in, verified member with a player: what the shell shows for everybody (no admin extras). */
const MEMBER: ViewerData = {
  emailVerified: true,
  canOpenAdministration: false,
  apiKeyOrganisations: [],
  user: { id: '', name: '', email: '' },
  player: { id: '', name: '', nickname: '', isClaimed: true },
  organisation: null,
};

/**
 * The routes as the first screens draw them: a route that reads data (it has a loader) shows
 * LoadingSection instead of its screen, since there is no server at build time (a loader there
 * would fail and the screen would be the error route's, i.e. nothing). The frames around it (the
 * shell, the stats tabs) are drawn as they are.
 */
function framesOnly(routes: RouteObject[]): RouteObject[] {
  return routes.map((route) => {
    const children = route.children && { children: framesOnly(route.children) };
    if (!route.loader) return { ...route, ...children } as RouteObject;
    const { loader: _loader, lazy: _lazy, ...frame } = route;
    return { ...frame, element: <LoadingSection />, ...children } as RouteObject;
  });
}

export async function renderFirstScreens(): Promise<
  { id: string; paths: readonly string[]; signedIn: boolean; html: string }[]
> {
  // The first screens start no query (framesOnly); the environment is only there because every
  // route table is made with one.
  const handler = createStaticHandler(framesOnly(createRoutes(createEnvironment())));
  const screens = [];
  for (const screen of FIRST_SCREENS) {
    const context = await handler.query(new Request(`http://localhost${screen.render}`));
    if (context instanceof Response)
      throw new Error(`prerendering ${screen.render} answered ${context.status}`);
    const router = createStaticRouter(handler.dataRoutes, context);
    if (context.errors)
      throw new Error(`prerendering ${screen.render} failed: ${JSON.stringify(context.errors)}`);
    const html = renderToStaticMarkup(
      <StaticAppState viewer={screen.signedIn ? MEMBER : null}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </StaticAppState>,
    );
    screens.push({ id: screen.id, paths: screen.paths, signedIn: screen.signedIn, html });
  }
  return screens;
}
