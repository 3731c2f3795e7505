import { tourneyBracket, tourneyCorrection } from '@kicker/events';
import { countTourneys, listTourneys, readTourneys, type TourneyRow } from '@kicker/projections';
import { resolveOffsetConnection } from '@pothos/plugin-relay';
import { builder } from '../graphql/builder.ts';
import type { Context } from '../graphql/context.ts';
import { NotFoundError, orNull } from '../graphql/errors.ts';
import { orgKey, splitOrgKey } from '../graphql/globalIds.ts';
import { capabilitiesIn } from '../policy/capabilities.ts';
import { Organisation } from './organisation.ts';
import { Player } from './player.ts';

// DESIGN §13: a tourney and its bracket as the read model holds them (projections/src/tourneys).
// What the viewer may do is asked of the policy; whether a match takes a score of the bracket.
// Mutations: tourneyCommands.ts; subscriptions: tourneySubscriptions.ts.

export const tourneyKey = (t: { org_id: string; tourney_id: string }) => orgKey(t.org_id, t.tourney_id);
const mayIn = (ctx: Context, orgId: string) => capabilitiesIn(ctx.viewer, { orgId, isPublic: false });

/** Players by id in one organisation, in order, through the Player loader (gone ones left out). */
async function playersOf(ctx: Context, orgId: string, ids: readonly string[]) {
  const loaded = await Player.getDataloader(ctx).loadMany(ids.map((id) => orgKey(orgId, id)));
  return loaded.filter((p): p is Exclude<typeof p, Error> => !(p instanceof Error));
}

const TourneyStatus = builder.enumType('TourneyStatus', {
  values: ['OPEN', 'RUNNING', 'COMPLETED'] as const,
});
const TourneyMatchWinner = builder.enumType('TourneyMatchWinner', { values: ['HOME', 'AWAY'] as const });
const upper = <T extends string>(value: T) => value.toUpperCase() as Uppercase<T>;

interface SideShape {
  orgId: string;
  side: tourneyBracket.BracketSide;
}
interface MatchShape {
  row: TourneyRow;
  match: tourneyBracket.BracketMatch;
}
interface RoundShape {
  row: TourneyRow;
  round: tourneyBracket.BracketRound;
  isActive: boolean;
}

const TourneySide = builder.objectRef<SideShape>('TourneySide').implement({
  description: "A side of a tourney match: its players (one in 1 vs 1, two in 2 vs 2), or a bye ('Freilos').",
  fields: (t) => ({
    isBye: t.boolean({ resolve: (s) => s.side.isBye }),
    players: t.field({
      type: [Player],
      description: 'Empty for a bye and for a slot no winner has reached yet.',
      resolve: (s, _, ctx) => playersOf(ctx, s.orgId, s.side.players),
    }),
  }),
});

const TourneyMatch = builder.objectRef<MatchShape>('TourneyMatch').implement({
  fields: (t) => ({
    id: t.string({
      description: 'Stable within the tourney, e.g. "3-0" (round 3, match 0).',
      resolve: (m) => m.match.id,
    }),
    home: t.field({ type: TourneySide, resolve: (m) => ({ orgId: m.row.org_id, side: m.match.home }) }),
    away: t.field({ type: TourneySide, resolve: (m) => ({ orgId: m.row.org_id, side: m.match.away }) }),
    scoreHome: t.int({ nullable: true, resolve: (m) => m.match.scoreHome }),
    scoreAway: t.int({ nullable: true, resolve: (m) => m.match.scoreAway }),
    isLocked: t.boolean({ resolve: (m) => m.match.isLocked }),
    winner: t.field({
      type: TourneyMatchWinner,
      nullable: true,
      description: 'HOME or AWAY once locked (a score of 6) or decided by a bye.',
      resolve: (m) => (m.match.winner ? upper(m.match.winner) : null),
    }),
    viewerCanScore: t.boolean({
      description:
        'Scores may be entered: launched (a small final also after the final), not locked, no bye, both sides filled, and you may score.',
      resolve: (m, _, ctx) =>
        m.row.status !== 'open' &&
        tourneyBracket.isPlayable(m.match) &&
        mayIn(ctx, m.row.org_id).scoreTourneyMatches,
    }),
    viewerCanCorrect: t.boolean({
      description:
        'Its decided score may be corrected (correctTourneyScore): you may reset the plan, and no match its sides went on to has a score yet.',
      resolve: (m, _, ctx) => {
        if (!m.row.plan || !m.match.isLocked || tourneyBracket.hasBye(m.match)) return false;
        if (!mayIn(ctx, m.row.org_id).runTourneys) return false;
        const bracket = {
          rank3: m.row.rank3,
          rounds: m.row.plan,
          firstPlace: m.row.first_place,
          secondPlace: m.row.second_place,
          thirdPlace: m.row.third_place,
        };
        return tourneyCorrection
          .onwardMatches(bracket, m.match.id)
          .every((next) => next.scoreHome === null && next.scoreAway === null);
      },
    }),
  }),
});

const TourneyRound = builder.objectRef<RoundShape>('TourneyRound').implement({
  fields: (t) => ({
    id: t.int({
      description:
        'SPEC §4: 0 Final, 1 Small Final, 2 Semi Final, 3 Quarter Final, 4 Round of 16, 5 Round of 32.',
      resolve: (r) => r.round.id,
    }),
    name: t.string({ resolve: (r) => r.round.name }),
    matchAmount: t.int({ resolve: (r) => r.round.matchAmount }),
    isActive: t.boolean({
      description: 'The earliest round that still has a match to play.',
      resolve: (r) => r.isActive,
    }),
    matches: t.field({
      type: [TourneyMatch],
      resolve: (r) => r.round.matches.map((match) => ({ row: r.row, match })),
    }),
  }),
});

/** The viewer's own player in the tourney's organisation, if they have one there. */
const ownPlayerIn = (ctx: Context, orgId: string) =>
  ctx.viewer?.player?.org_id === orgId ? ctx.viewer.player.player_id : null;
const hasJoined = (ctx: Context, row: TourneyRow) => {
  const own = ownPlayerIn(ctx, row.org_id);
  return own !== null && row.participants.includes(own);
};

export const Tourney = builder.loadableNode('Tourney', {
  id: { resolve: (row: TourneyRow) => tourneyKey(row) },
  load: async (keys: string[], ctx: Context) => {
    // Only tourneys of organisations the viewer sees; then one query for all of them.
    const orgLoader = Organisation.getDataloader(ctx);
    const wanted = await Promise.all(
      keys.map(async (key) => {
        const { orgId, id: tourneyId } = splitOrgKey(key);
        return (await orNull(orgLoader.load(orgId))) ? { orgId, tourneyId } : null;
      }),
    );
    const rows = await readTourneys(
      ctx.services.db,
      wanted.filter((k) => k !== null),
    );
    const byKey = new Map(rows.map((r) => [tourneyKey(r), r]));
    return keys.map((key) => byKey.get(key) ?? new NotFoundError('Tourney not found'));
  },
  fields: (t) => ({
    name: t.exposeString('name'),
    mode: t.exposeInt('mode', { description: '1 (1 vs 1) or 2 (2 vs 2).' }),
    teams: t.exposeString('teams', { description: 'Always "random" (SPEC §5).' }),
    winningSets: t.exposeInt('winning_sets'),
    finalWinningSets: t.exposeInt('final_winning_sets'),
    rank3: t.exposeBoolean('rank3'),
    status: t.field({ type: TourneyStatus, resolve: (row) => upper(row.status as 'open') }),
    createdAt: t.expose('created_at', { type: 'DateTime' }),
    organisation: t.field({
      type: Organisation,
      resolve: (row, _, ctx) => Organisation.getDataloader(ctx).load(row.org_id),
    }),
    participants: t.field({
      type: [Player],
      description: 'In the order they joined.',
      resolve: (row, _, ctx) => playersOf(ctx, row.org_id, row.participants),
    }),
    participantCount: t.int({ resolve: (row) => row.participants.length }),
    rounds: t.field({
      type: [TourneyRound],
      nullable: true,
      description:
        'The bracket, from the first round to the final (highest round id first); null until launched.',
      resolve: (row) => {
        if (!row.plan) return null;
        const active = tourneyBracket.activeRoundId({ rounds: row.plan } as tourneyBracket.Bracket);
        return row.plan.map((round) => ({ row, round, isActive: round.id === active }));
      },
    }),
    firstPlace: t.field({
      type: [Player],
      resolve: (row, _, ctx) => playersOf(ctx, row.org_id, row.first_place),
    }),
    secondPlace: t.field({
      type: [Player],
      resolve: (row, _, ctx) => playersOf(ctx, row.org_id, row.second_place),
    }),
    thirdPlace: t.field({
      type: [Player],
      resolve: (row, _, ctx) => playersOf(ctx, row.org_id, row.third_place),
    }),
    viewerHasJoined: t.boolean({ resolve: (row, _, ctx) => hasJoined(ctx, row) }),
    viewerCanJoin: t.boolean({
      description: 'Open, not joined, your claimed player plays in the organisation and is not a host.',
      resolve: (row, _, ctx) =>
        row.status === 'open' && !hasJoined(ctx, row) && mayIn(ctx, row.org_id).joinTourneys,
    }),
    viewerCanStart: t.boolean({
      description: 'Admins, while open.',
      resolve: (row, _, ctx) => row.status === 'open' && mayIn(ctx, row.org_id).runTourneys,
    }),
    viewerCanReset: t.boolean({
      description: 'Admins, while running or completed.',
      resolve: (row, _, ctx) => row.status !== 'open' && mayIn(ctx, row.org_id).runTourneys,
    }),
    viewerCanDelete: t.boolean({
      description: 'Admins.',
      resolve: (row, _, ctx) => mayIn(ctx, row.org_id).runTourneys,
    }),
    viewerCanRemoveParticipants: t.boolean({
      description: 'Admins, while open.',
      resolve: (row, _, ctx) => row.status === 'open' && mayIn(ctx, row.org_id).runTourneys,
    }),
  }),
});

const TourneyFilter = builder.enumType('TourneyFilter', { values: ['ACTIVE', 'COMPLETED'] as const });

builder.objectField(Organisation, 'tourneys', (t) =>
  t.connection({
    type: Tourney,
    description: 'Tourneys, newest first: ACTIVE = open or running, COMPLETED.',
    args: { filter: t.arg({ type: TourneyFilter, required: true }) },
    resolve: (org, args, ctx) =>
      resolveOffsetConnection({ args }, ({ offset, limit }) =>
        listTourneys(ctx.services.db, org.org_id, args.filter === 'ACTIVE' ? 'active' : 'completed', {
          offset,
          limit,
        }),
      ),
  }),
);

const TourneyCounts = builder
  .objectRef<{ active: number; completed: number }>('TourneyCounts')
  .implement({ fields: (t) => ({ active: t.exposeInt('active'), completed: t.exposeInt('completed') }) });

builder.objectField(Organisation, 'tourneyCounts', (t) =>
  t.loadable({
    type: TourneyCounts,
    description: "Counts for the list's tabs.",
    load: (orgIds: string[], ctx) => countTourneys(ctx.services.db, orgIds),
    resolve: (org) => org.org_id,
  }),
);

/** A tourney after a change, read afresh (the loader of this request may hold the old row). */
export function loadTourney(ctx: Context, orgId: string, tourneyId: string) {
  const key = orgKey(orgId, tourneyId);
  Tourney.getDataloader(ctx).clear(key);
  return Tourney.getDataloader(ctx).load(key);
}
