import 'virtual:chakra-global.css';
import './ui/kit.css';
import './ui/stats.css';
import './app/motion.css';
import AppStateQuery from './app/__generated__/AppStateQuery.graphql';
import { startEarly, takeServerAnswers } from './app/earlyQuery';
import SeasonPageQuery from './features/stats/__generated__/SeasonPageQuery$parameters';
import { seasonPageVariables, showsSeasonPage } from './lib/statsScope';

// index.html already shows the first screen (prerendered at build time, vite/prerender.ts). Who is
// signed in is asked at once, while the JavaScript below still loads, and on the season screen
// (where players land) its tables too: the route's loader later asks for the same and gets this.
// When the server rendered that screen, it sent their answers with it.
takeServerAnswers();
startEarly(AppStateQuery);
if (showsSeasonPage(location.href)) startEarly(SeasonPageQuery, seasonPageVariables(location.href));

// Each step of the start its own task, so none blocks the page for long.
const yieldToBrowser = () => new Promise((resolve) => setTimeout(resolve, 0));
// The browser favours loading work over rendering while a page loads: without this wait the app's
// JavaScript could run before the first screen is ever painted.
const afterFirstPaint = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

async function start() {
  await afterFirstPaint();
  // The season screen's code loads beside the app's: the router would ask for it only once the
  // app's JavaScript has run, one round trip later.
  if (showsSeasonPage(location.href)) void import('./features/stats/SeasonPage').catch(() => {});
  const {
    StrictMode,
    startTransition,
    createRoot,
    hydrateRoot,
    App,
    createEnvironment,
    createRouter,
    ...relay
  } = await import('./app/boot');
  await yieldToBrowser();
  const environment = createEnvironment();
  // The viewer stays in the store for the app's lifetime (AppState reads and refreshes it).
  environment.retain(relay.createOperationDescriptor(AppStateQuery, {}));
  // React renders once the first screen's data and route code are there, so the prerendered view is
  // replaced by the same screen in one go (no loading state in between). A failed request is left to
  // the app, which shows it (StartupBoundary).
  const viewer = relay
    .fetchQuery(environment, AppStateQuery, {})
    .toPromise()
    .catch(() => {});
  await yieldToBrowser();
  const router = createRouter(environment);
  await Promise.all([
    viewer,
    new Promise<void>((resolve) => {
      if (router.state.initialized) return resolve();
      const stop = router.subscribe((state) => {
        if (!state.initialized) return;
        stop();
        resolve();
      });
    }),
  ]);
  const container = document.getElementById('root')!;
  const app = (
    <StrictMode>
      <App environment={environment} router={router} />
    </StrictMode>
  );
  // The server rendered this screen into #root (server/src/http/seasonFirstScreen.ts): React adopts
  // its elements. Otherwise it draws the screen and then removes the prerendered one.
  if (container.hasAttribute('data-rendered')) startTransition(() => void hydrateRoot(container, app));
  else startTransition(() => createRoot(container).render(app));
  // SPEC §9: register the service worker once the page is stable (it may already be loaded by now).
  const registerWorker = () => void import('./app/serviceWorker').then((m) => m.registerServiceWorker());
  if (document.readyState === 'complete') registerWorker();
  else window.addEventListener('load', registerWorker);
}

void start();
