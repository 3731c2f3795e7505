import {
  createBrowserRouter,
  type LoaderFunctionArgs,
  Navigate,
  Outlet,
  type RouteObject,
} from 'react-router';
import type { IEnvironment, PreloadableConcreteRequest } from 'relay-runtime';
import AdminLayoutQuery from '../features/admin/__generated__/AdminLayoutQuery$parameters';
import AuditLogSectionQuery from '../features/admin/__generated__/AuditLogSectionQuery$parameters';
import ConfigurationSectionQuery from '../features/admin/__generated__/ConfigurationSectionQuery$parameters';
import FeedbackSectionQuery from '../features/admin/__generated__/FeedbackSectionQuery$parameters';
import MaintenanceSectionQuery from '../features/admin/__generated__/MaintenanceSectionQuery$parameters';
import OrganisationSectionQuery from '../features/admin/__generated__/OrganisationSectionQuery$parameters';
import PeopleSectionQuery from '../features/admin/__generated__/PeopleSectionQuery$parameters';
import PlayersSectionQuery from '../features/admin/__generated__/PlayersSectionQuery$parameters';
import RanksSectionQuery from '../features/admin/__generated__/RanksSectionQuery$parameters';
import SeasonsSectionQuery from '../features/admin/__generated__/SeasonsSectionQuery$parameters';
import AudioRecordingPageQuery from '../features/audio/__generated__/AudioRecordingPageQuery$parameters';
import JoinQuery from '../features/auth/__generated__/JoinQuery$parameters';
import AddGamePageQuery from '../features/games/__generated__/AddGamePageQuery$parameters';
import HistoryPageQuery from '../features/games/__generated__/HistoryPageQuery$parameters';
import MatchDetailsPageQuery from '../features/games/__generated__/MatchDetailsPageQuery$parameters';
import PlayerSelectionPageQuery from '../features/games/__generated__/PlayerSelectionPageQuery$parameters';
import ClaimQuery from '../features/onboarding/__generated__/ClaimQuery$parameters';
import PostLoginQuery from '../features/onboarding/__generated__/PostLoginQuery$parameters';
import { TabbedSection } from '../features/placeholders/TabbedSection';
import ProfilePageQuery from '../features/profile/__generated__/ProfilePageQuery$parameters';
import RulesPageQuery from '../features/rules/__generated__/RulesPageQuery$parameters';
import ApiKeysPageQuery from '../features/settings/__generated__/ApiKeysPageQuery$parameters';
import PlayerSettingsQuery from '../features/settings/__generated__/PlayerSettingsQuery$parameters';
import AwardsPageQuery from '../features/stats/__generated__/AwardsPageQuery$parameters';
import DepartmentsPageQuery from '../features/stats/__generated__/DepartmentsPageQuery$parameters';
import GeneralPageQuery from '../features/stats/__generated__/GeneralPageQuery$parameters';
import KrabbelPageQuery from '../features/stats/__generated__/KrabbelPageQuery$parameters';
import MmrLadderPageQuery from '../features/stats/__generated__/MmrLadderPageQuery$parameters';
import SeasonPageQuery from '../features/stats/__generated__/SeasonPageQuery$parameters';
import { STATS_TABS_END, statsVariables } from '../features/stats/statsParams';
import NewTourneyPageQuery from '../features/tourney/__generated__/NewTourneyPageQuery$parameters';
import TourneyListPageQuery from '../features/tourney/__generated__/TourneyListPageQuery$parameters';
import TourneyPageQuery from '../features/tourney/__generated__/TourneyPageQuery$parameters';
import { seasonPageVariables } from '../lib/statsScope';
import { cameraRoutes } from './cameraRoutes';
import { RequireVerified } from './guards';
import { Home } from './Home';
import { RouteError } from './RouteError';
import { page, plainPage } from './routePages';
import { queryLoader } from './routeQuery';
import { Shell } from './Shell';
import { GAMES_TABS, STATS_TABS } from './sectionTabs';
import { tvRoutes } from './tvRoutes';

const verified = (element: React.ReactNode) => <RequireVerified>{element}</RequireVerified>;

/**
 * SPEC §2 route table. Screens of later issues are marked placeholders inside the real shell. A
 * route with a query starts it in its `loader` (app/routeQuery.ts), while its code still loads.
 */
export function createRoutes(environment: IEnvironment): RouteObject[] {
  // An admin tab's query is about the organisation the admin area shows for the URL.
  const adminTab = (
    path: string,
    query: PreloadableConcreteRequest<{ variables: { orgId: string }; response: unknown }>,
    load: () => Promise<{ default: React.ComponentType }>,
  ): RouteObject => ({
    path,
    loader: queryLoader(environment, query, async ({ request }: LoaderFunctionArgs) =>
      (await import('../features/admin/adminOrg')).adminOrgVariables(environment, request.url),
    ),
    lazy: page(load),
  });
  return [
    {
      element: <Shell />,
      errorElement: <RouteError />,
      children: [
        { index: true, element: <Home /> },
        { path: 'auth/*', lazy: plainPage(() => import('../features/auth/AuthRoutes')) },
        // Issue 28: an organisation's invitation link (open: the way in for someone new).
        {
          path: 'join/:token',
          loader: queryLoader(
            environment,
            JoinQuery,
            ({ params }) => ({ token: params.token ?? '' }),
            'network-only',
          ),
          lazy: plainPage(() => import('../features/auth/Join')),
        },
        {
          path: 'claim',
          loader: queryLoader(environment, ClaimQuery, undefined, 'store-or-network'),
          lazy: page(() => import('../features/onboarding/Claim')),
        },
        // Onboarding asks the server every time: what the viewer has may have changed elsewhere.
        {
          path: 'postLogin',
          loader: queryLoader(environment, PostLoginQuery, undefined, 'network-only'),
          lazy: page(() => import('../features/onboarding/PostLogin')),
        },
        {
          path: 'postLogin/:tabId',
          loader: queryLoader(environment, PostLoginQuery, undefined, 'network-only'),
          lazy: page(() => import('../features/onboarding/PostLogin')),
        },
        ...cameraRoutes(environment),
        {
          path: 'audioRecording',
          element: verified(<Outlet />),
          children: [
            {
              index: true,
              loader: queryLoader(environment, AudioRecordingPageQuery),
              lazy: page(() => import('../features/audio/AudioRecordingPage')),
            },
          ],
        },
        {
          path: 'player',
          loader: queryLoader(environment, PlayerSettingsQuery),
          lazy: page(() => import('../features/settings/PlayerSettings')),
        },
        // Issue 28: analysts' keys (also without a player of their own).
        {
          path: 'apiKeys',
          loader: queryLoader(environment, ApiKeysPageQuery, undefined, 'network-only'),
          lazy: page(() => import('../features/settings/ApiKeysPage')),
        },
        {
          path: 'stats',
          element: verified(<TabbedSection label="Stats" tabs={STATS_TABS} endSlot={STATS_TABS_END} />),
          children: [
            { index: true, element: <Navigate to="season" replace /> },
            {
              path: 'season',
              loader: queryLoader(environment, SeasonPageQuery, ({ request }) =>
                seasonPageVariables(request.url),
              ),
              // Plain elements: the landing screen paints without Chakra (docs/decisions.md).
              lazy: plainPage(() => import('../features/stats/SeasonPage')),
            },
            { path: 'league', lazy: page(() => import('../features/stats/LeaguePage')) },
            {
              path: 'general',
              loader: queryLoader(environment, GeneralPageQuery, ({ request }) =>
                statsVariables(request.url),
              ),
              lazy: page(() => import('../features/stats/GeneralPage')),
            },
            {
              path: 'departments',
              loader: queryLoader(environment, DepartmentsPageQuery, ({ request }) =>
                statsVariables(request.url),
              ),
              lazy: page(() => import('../features/stats/DepartmentsPage')),
            },
            {
              path: 'krabbel',
              loader: queryLoader(environment, KrabbelPageQuery, ({ request }) =>
                statsVariables(request.url),
              ),
              lazy: page(() => import('../features/stats/KrabbelPage')),
            },
            {
              path: 'mmr',
              loader: queryLoader(environment, MmrLadderPageQuery, ({ request }) => ({
                org: statsVariables(request.url).org,
              })),
              lazy: page(() => import('../features/stats/MmrLadderPage')),
            },
            {
              path: 'awards',
              loader: queryLoader(environment, AwardsPageQuery, ({ request }) => statsVariables(request.url)),
              lazy: page(() => import('../features/stats/AwardsPage')),
            },
          ],
        },
        {
          path: 'games',
          element: verified(<TabbedSection label="Games" tabs={GAMES_TABS} />),
          children: [
            { index: true, element: <Navigate to="addStats" replace /> },
            {
              path: 'addStats',
              loader: queryLoader(environment, AddGamePageQuery),
              lazy: page(() => import('../features/games/AddGamePage')),
            },
            {
              path: 'addStats/overview',
              loader: queryLoader(environment, PlayerSelectionPageQuery),
              lazy: page(() => import('../features/games/PlayerSelectionPage')),
            },
            {
              path: 'history',
              loader: queryLoader(environment, HistoryPageQuery),
              lazy: page(() => import('../features/games/HistoryPage')),
            },
            {
              path: 'history/:matchId',
              loader: queryLoader(environment, MatchDetailsPageQuery, ({ params }) => ({
                id: params.matchId ?? '',
              })),
              lazy: page(() => import('../features/games/MatchDetailsPage')),
            },
            {
              path: 'tourney',
              loader: queryLoader(environment, TourneyListPageQuery),
              lazy: page(() => import('../features/tourney/TourneyListPage')),
            },
            {
              path: 'tourney/newTourney',
              loader: queryLoader(environment, NewTourneyPageQuery),
              lazy: page(() => import('../features/tourney/NewTourneyPage')),
            },
            {
              path: 'tourney/:tourneyId',
              loader: queryLoader(environment, TourneyPageQuery, ({ params }) => ({
                id: params.tourneyId ?? '',
              })),
              lazy: page(() => import('../features/tourney/TourneyPage')),
            },
          ],
        },
        { path: 'privacy', lazy: page(() => import('../features/static/Privacy')) },
        { path: 'terms', lazy: page(() => import('../features/static/Terms')) },
        {
          path: 'admin',
          loader: queryLoader(environment, AdminLayoutQuery),
          lazy: page(() => import('../features/admin/AdminLayout')),
          children: [
            { index: true, element: <Navigate to="organisation" replace /> },
            adminTab(
              'organisation',
              OrganisationSectionQuery,
              () => import('../features/admin/OrganisationSection'),
            ),
            adminTab('seasons', SeasonsSectionQuery, () => import('../features/admin/SeasonsSection')),
            adminTab('people', PeopleSectionQuery, () => import('../features/admin/PeopleSection')),
            adminTab('players', PlayersSectionQuery, () => import('../features/admin/PlayersSection')),
            adminTab(
              'configuration',
              ConfigurationSectionQuery,
              () => import('../features/admin/ConfigurationSection'),
            ),
            adminTab('ranks', RanksSectionQuery, () => import('../features/admin/RanksSection')),
            adminTab('log', AuditLogSectionQuery, () => import('../features/admin/AuditLogSection')),
            adminTab('feedback', FeedbackSectionQuery, () => import('../features/admin/FeedbackSection')),
            {
              path: 'maintenance',
              // A rebuild may have run meanwhile: always from the server.
              loader: queryLoader(environment, MaintenanceSectionQuery, undefined, 'network-only'),
              lazy: page(() => import('../features/admin/MaintenanceSection')),
            },
          ],
        },
        {
          path: 'rules',
          loader: queryLoader(environment, RulesPageQuery),
          lazy: page(() => import('../features/rules/RulesPage')),
        },
        // A profile: the viewer's own player, or a Player's global id; the season from the URL.
        ...['profile', 'profile/:playerId'].map((path) => ({
          path,
          loader: queryLoader(environment, ProfilePageQuery, ({ params, request }) => ({
            id: params.playerId ?? '',
            own: !params.playerId,
            season: statsVariables(request.url).season,
          })),
          lazy: page(() => import('../features/profile/ProfilePage')),
        })),
        { path: 'sendErrorMessage', lazy: page(() => import('../features/static/SendErrorMessage')) },
        { path: '*', lazy: page(() => import('../features/static/NotFound')) },
      ],
    },
    tvRoutes(environment),
  ];
}

export const createRouter = (environment: IEnvironment) => createBrowserRouter(createRoutes(environment));
