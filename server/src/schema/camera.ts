import type { LocationRow } from '@kicker/projections';
import { replayPathOf } from '../camera/goalReplays.ts';
import { builder } from '../graphql/builder.ts';
import { globalIds } from '../graphql/globalIds.ts';
import { capabilitiesIn } from '../policy/capabilities.ts';
import { LiveGoal } from './liveGame.ts';
import { Location } from './organisation.ts';

// DESIGN §12: where the app shows a location's camera (the same-origin proxy, camera/cameraProxy.ts)
// and a goal's replay. The camera's own address stays on the server.

builder.objectField(Location, 'cameraPath', (t) =>
  t.string({
    nullable: true,
    description:
      "The app's own address of this location's camera: add /stream (live MJPEG), /frame (one JPEG) or /clips/{YYYY-MM-DD}/ (the day's clips). Null without a camera, or when you may not watch it (its organisation's members may).",
    resolve: (l: LocationRow, _, ctx) =>
      l.camera_host && capabilitiesIn(ctx.viewer, { orgId: l.org_id, isPublic: false }).watchCamera
        ? `/camera/${l.location_id}`
        : null,
  }),
);

builder.objectField(LiveGoal, 'replayPath', (t) =>
  t.string({
    nullable: true,
    description:
      "The replay of this goal (a path for the replay screen's latestVideo); null until the camera has cut it, or without a camera you may watch.",
    resolve: (goal, _, ctx) =>
      replayPathOf(ctx.services, ctx.viewer, {
        orgId: goal.game.org_id,
        locationId: goal.game.location_id,
        liveGameId: globalIds.liveGame(goal.game.org_id, goal.game.live_game_id),
        index: goal.index,
        at: new Date(goal.at),
      }),
  }),
);
