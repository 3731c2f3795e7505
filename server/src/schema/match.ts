import { gameMode, type ModeName, match as matchRules } from '@kicker/events';
import { liveMatch, type MatchReadRow, matchHistory, newestMatchIds, readMatches } from '@kicker/projections';
import { createContextCache } from '@pothos/core';
import { type ResolveCursorConnectionArgs, resolveCursorConnection } from '@pothos/plugin-relay';
import DataLoader from 'dataloader';
import { builder } from '../graphql/builder.ts';
import type { Context } from '../graphql/context.ts';
import { positionCursor } from '../graphql/cursors.ts';
import { NotFoundError, orNull } from '../graphql/errors.ts';
import { globalIds, orgKey, splitOrgKey } from '../graphql/globalIds.ts';
import { capabilitiesIn } from '../policy/capabilities.ts';
import { Organisation } from './organisation.ts';
import { Player } from './player.ts';
import { changesOf, PointChangeRef } from './pointChange.ts';

// Matches (SPEC §3 Match): recorded by players, their points derived by the rating fold.

interface MatchParticipantRow {
  playerId: string;
  name: string;
  position: 'defense' | 'offense';
  team: 'blacks' | 'whites';
}

/** A live match row (`matches`), or a deleted one (readMatches): deleted_position set, no points. */
export type MatchRow = Omit<MatchReadRow, 'deleted_position'> & { deleted_position?: string | null };

const MatchParticipant = builder
  .objectRef<MatchParticipantRow & { orgId: string }>('MatchParticipant')
  .implement({
    fields: (t) => ({
      name: t.exposeString('name', { description: 'The name the player had when the match was played.' }),
      position: t.exposeString('position', { description: "'defense' or 'offense' (1 vs 1: 'defense')." }),
      team: t.exposeString('team', { description: "'blacks' or 'whites'." }),
      playerId: t.id({ resolve: (p) => globalIds.player(p.orgId, p.playerId) }),
      player: t.field({
        type: Player,
        nullable: true,
        description: 'Null when the player has been deleted since.',
        resolve: (p, _, ctx) => orNull(Player.getDataloader(ctx).load(orgKey(p.orgId, p.playerId))),
      }),
    }),
  });

const Bounty = builder.objectRef<{ isPaid: boolean; bountyPoints: number }>('MatchBounty').implement({
  fields: (t) => ({ isPaid: t.exposeBoolean('isPaid'), bountyPoints: t.exposeInt('bountyPoints') }),
});

/** Per request: the newest live match of each organisation asked about, batched. */
const newestMatchOf = createContextCache(
  (ctx: Context) =>
    new DataLoader<string, string | null>((orgIds) => newestMatchIds(ctx.services.db, orgIds)),
);

const participants = (row: MatchRow, list: unknown) =>
  (list as MatchParticipantRow[]).map((p) => ({ ...p, orgId: row.org_id }));

export const Match = builder.loadableNode('Match', {
  id: { resolve: (m: MatchRow) => orgKey(m.org_id, m.match_id) },
  load: async (keys: string[], ctx: Context) => {
    const orgLoader = Organisation.getDataloader(ctx);
    const wanted = await Promise.all(
      keys.map(async (key) => {
        const { orgId, id: matchId } = splitOrgKey(key);
        const visible = await orNull(orgLoader.load(orgId));
        return visible ? { orgId, matchId } : null;
      }),
    );
    const found = wanted.filter((k) => k !== null);
    // A deleted match only for its organisation's admins and moderators (they may restore it);
    // everyone else gets "not found", as before deletions could be undone.
    const rows = await readMatches(
      ctx.services.db,
      found,
      (orgId) => capabilitiesIn(ctx.viewer, { orgId, isPublic: false }).restoreMatches,
    );
    const byKey = new Map(found.map((k, i) => [orgKey(k.orgId, k.matchId), rows[i]]));
    return keys.map((key) => byKey.get(key) ?? new NotFoundError(`Match ${key} not found`));
  },
  fields: (t) => ({
    season: t.exposeInt('season'),
    playedOn: t.expose('played_on', { type: 'DateTime' }),
    mode: t.int({
      description: '1 for 1 vs 1, 2 for 2 vs 2.',
      resolve: (m) => gameMode(m.mode as ModeName),
    }),
    winners: t.field({ type: [MatchParticipant], resolve: (m) => participants(m, m.winners) }),
    losers: t.field({ type: [MatchParticipant], resolve: (m) => participants(m, m.losers) }),
    scoreWinner: t.exposeInt('score_winner'),
    scoreLoser: t.exposeInt('score_loser'),
    sixInARow: t.exposeBoolean('six_in_a_row'),
    gekrabbelt: t.exposeBoolean('gekrabbelt', { description: '6:0 without six in a row.' }),
    winnerPoints: t.exposeInt('winner_points', {
      nullable: true,
      description:
        "The match points each winner gained, before a bounty and a challenge bonus: each player's MMR change is in pointChanges. Null for a deleted match (it counts for nothing).",
    }),
    loserPoints: t.exposeInt('loser_points', {
      nullable: true,
      description:
        "The match points each loser lost, before the 0 floor: each player's MMR change is in pointChanges. Null for a deleted match.",
    }),
    bounty: t.field({
      type: Bounty,
      nullable: true,
      resolve: (m) => (m.bounty as { isPaid: boolean; bountyPoints: number } | null) ?? null,
    }),
    pointChanges: t.field({
      type: [PointChangeRef],
      description:
        "Each player's MMR change, winners first, with its parts: the figure every screen shows. Empty for a deleted match.",
      resolve: (m, _, ctx) => changesOf(ctx, m),
    }),
    winnerGain: t.int({
      nullable: true,
      deprecationReason:
        "Use pointChanges: each player's MMR change, the challenge bonus included, as every screen shows it.",
      description:
        "What each winner gained in all: points plus a collected bounty (the '+n' badge). Null for a deleted match.",
      resolve: (m) => {
        if (m.winner_points === null) return null;
        const bounty = m.bounty as { isPaid: boolean; bountyPoints: number } | null;
        return m.winner_points + (bounty?.isPaid ? bounty.bountyPoints : 0);
      },
    }),
    weekday: t.exposeString('weekday', { nullable: true, description: 'Null for a deleted match.' }),
    locationId: t.exposeID('location_id'),
    isDeleted: t.boolean({
      description:
        "A deleted match: only its organisation's admins and moderators can load it, and restore it (restoreMatch).",
      resolve: (m) => m.deleted_position != null,
    }),
    viewerCanDelete: t.boolean({
      description:
        'You may delete it: admins and moderators any live match of their organisation, its players only the newest (SPEC §6).',
      resolve: async (m, _, ctx) => {
        const may = capabilitiesIn(ctx.viewer, { orgId: m.org_id, isPublic: false });
        if (m.deleted_position != null || !(may.deleteAnyMatch || may.deleteNewestMatch)) return false;
        const newest = may.deleteAnyMatch ? null : await newestMatchOf(ctx).load(m.org_id);
        return matchRules.mayDeleteMatch(may, m.match_id, newest);
      },
    }),
    viewerCanRestore: t.boolean({
      description: 'It is deleted and you may restore it (admins and moderators of its organisation).',
      resolve: (m, _, ctx) =>
        m.deleted_position != null &&
        capabilitiesIn(ctx.viewer, { orgId: m.org_id, isPublic: false }).restoreMatches,
    }),
    viewerCanOpenDetails: t.boolean({
      description:
        "You may open its details page from the history (its organisation's admins and moderators).",
      resolve: (m, _, ctx) =>
        capabilitiesIn(ctx.viewer, { orgId: m.org_id, isPublic: false }).openMatchDetails,
    }),
    deletionPosition: t.string({
      nullable: true,
      description:
        'For a deleted match: the log position of the deletion in effect (the position of its MatchDeleted audit-log entry).',
      resolve: (m) => m.deleted_position ?? null,
    }),
  }),
});

builder.objectField(Organisation, 'matches', (t) =>
  t.connection({
    type: Match,
    description: 'Matches, newest first; of one season when given.',
    authScopes: { signedIn: true },
    args: { season: t.arg.int({ required: false }) },
    resolve: (org, args, ctx) =>
      resolveCursorConnection(
        { args, toCursor: (m: MatchRow) => String(m.position) },
        // Newest first: `after` a cursor are the older matches.
        ({ before, after, limit, inverted }: ResolveCursorConnectionArgs) =>
          matchHistory(ctx.services.db, org.org_id, {
            season: args.season,
            before: after ? positionCursor(after) : null,
            after: before ? positionCursor(before) : null,
            limit,
            oldestFirst: inverted,
          }) as Promise<MatchRow[]>,
      ),
  }),
);

/** A live match's row, as the mutations answer with it. */
export const loadMatchRow = (ctx: Context, orgId: string, matchId: string) =>
  liveMatch(ctx.services.db, orgId, matchId) as Promise<MatchRow | undefined>;
