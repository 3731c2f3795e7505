import { readMatchGoals } from '@kicker/projections';
import { builder } from '../graphql/builder.ts';
import { orgKey, splitOrgKey } from '../graphql/globalIds.ts';
import { LiveGoal } from './liveGame.ts';
import { Match } from './match.ts';

// Issue 15: the goal timeline of a match recorded from a live game (projections/src/matchGoals),
// for the match details page (and later the profile: fastest goal, comebacks).

builder.objectField(Match, 'goals', (t) =>
  t.loadableList({
    type: LiveGoal,
    description:
      'The goals in the order scored, with their time and how each was noticed; empty for a match not played live.',
    // Every match of a page in one query.
    load: (keys: string[], ctx) =>
      readMatchGoals(
        ctx.services.db,
        keys.map((key) => {
          const { orgId, id } = splitOrgKey(key);
          return { orgId, matchId: id };
        }),
      ),
    resolve: (m) => orgKey(m.org_id, m.match_id),
  }),
);
