import { readMatchGoals } from '@kicker/projections';
import { builder } from '../graphql/builder.ts';
import { type GoalShape, LiveGoal } from './liveGame.ts';
import { Match } from './match.ts';

// Issue 15: the goal timeline of a match recorded from a live game (projections/src/matchGoals),
// for the match details page (and later the profile: fastest goal, comebacks). Each goal knows its
// game and place in it, so its replay can be found (schema/camera.ts).

builder.objectField(Match, 'goals', (t) =>
  t.loadableList({
    type: LiveGoal,
    description:
      'The goals in the order scored, with their time and how each was noticed; empty for a match not played live.',
    // Every match of a page in one query. A key names the match and where it was played.
    load: async (keys: string[], ctx) => {
      const matches = keys.map(
        (key) => JSON.parse(key) as [orgId: string, matchId: string, locationId: string],
      );
      const timelines = await readMatchGoals(
        ctx.services.db,
        matches.map(([orgId, matchId]) => ({ orgId, matchId })),
      );
      return timelines.map((timeline, i): GoalShape[] => {
        if (!timeline) return [];
        const [orgId, , locationId] = matches[i]!;
        const game = { org_id: orgId, location_id: locationId, live_game_id: timeline.liveGameId };
        return timeline.goals.map((goal, g) => ({ ...goal, index: g + 1, game }));
      });
    },
    resolve: (m) => JSON.stringify([m.org_id, m.match_id, m.location_id]),
  }),
);
