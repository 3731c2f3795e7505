import { AWARDS, type Award, awardsOf } from '@kicker/projections';
import { seasonRead } from '../cache/seasonReads.ts';
import { builder } from '../graphql/builder.ts';
import { orNull } from '../graphql/errors.ts';
import { orgKey } from '../graphql/globalIds.ts';
import { Player } from './player.ts';
import { Season } from './season.ts';

// SPEC §9 awards of a season (projections/src/awards/). The cards' titles, icons and quips are the
// client's (texts live next to the component that shows them).

const AwardName = builder.enumType('AwardName', {
  values: Object.fromEntries(AWARDS.map((a) => [a, { value: a }])) as {
    [K in (typeof AWARDS)[number]]: { value: K };
  },
});

const AwardRef = builder.objectRef<Award & { orgId: string }>('Award').implement({
  fields: (t) => ({
    award: t.field({ type: AwardName, resolve: (a) => a.award }),
    players: t.field({
      type: [Player],
      nullable: { list: false, items: true },
      description:
        'The winner; two players for a pair (teamPlayer: both partners; endgegner: the winner, then the one beaten). Null for a deleted player.',
      resolve: (a, _, ctx) =>
        a.playerIds.map((id) => orNull(Player.getDataloader(ctx).load(orgKey(a.orgId, id)))),
    }),
    value: t.exposeFloat('value', {
      description: 'The count, the points, or (gettingCarried) the MMR ratio.',
    }),
  }),
});

builder.objectField(Season, 'awards', (t) =>
  t.field({
    type: [AwardRef],
    description: 'The awards of the season so far, in a fixed order; none before its first match.',
    resolve: async (season, _, ctx) =>
      (
        await seasonRead(ctx, season.org_id, `awards:${season.number}`, () =>
          awardsOf(ctx.services.db, season.org_id, season.number),
        )
      ).map((a) => ({
        ...a,
        orgId: season.org_id,
      })),
  }),
);
