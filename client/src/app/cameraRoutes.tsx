import type { RouteObject } from 'react-router';
import type { IEnvironment } from 'relay-runtime';
import ArchivePageQuery from '../features/camera/__generated__/ArchivePageQuery$parameters';
import FeedbackPageQuery from '../features/camera/__generated__/FeedbackPageQuery$parameters';
import LivePageQuery from '../features/camera/__generated__/LivePageQuery$parameters';
import ReplayPageQuery from '../features/camera/__generated__/ReplayPageQuery$parameters';
import SoundsPageQuery from '../features/camera/__generated__/SoundsPageQuery$parameters';
import { page } from './routePages';
import { queryLoader } from './routeQuery';

/**
 * The camera's screens and the embedded tools beside them (SPEC §2 Live view, Replay, Sounds and
 * archive, Feedback; DESIGN §12), inside the shell. Each page says itself when there is no camera.
 */
export const cameraRoutes = (environment: IEnvironment): RouteObject[] =>
  (
    [
      ['live', LivePageQuery, () => import('../features/camera/LivePage')],
      ['replay', ReplayPageQuery, () => import('../features/camera/ReplayPage')],
      ['sounds', SoundsPageQuery, () => import('../features/camera/SoundsPage')],
      ['archive', ArchivePageQuery, () => import('../features/camera/ArchivePage')],
      ['feedback', FeedbackPageQuery, () => import('../features/camera/FeedbackPage')],
    ] as const
  ).map(([path, query, load]) => ({ path, loader: queryLoader(environment, query), lazy: page(load) }));
