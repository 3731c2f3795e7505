import { type QueryExecutorProvider, sql } from 'kysely';
import { locationIdsColumn } from '../organisations/queries.ts';
import { type NamedPlayer, namedPlayersColumn, namedPlayersOf } from '../players/queries.ts';
import { seasonAtColumn } from '../seasons/queries.ts';
import { isGekrabbelt, type MatchFacts, modeOf } from '../seasonTable/rating.ts';
import type { ReadModelTables } from '../tables.ts';

// Reading matches by id, live or deleted (issue 11: a deleted match can be shown and restored).

type Points = 'winner_points' | 'loser_points' | 'bounty' | 'weekday';

/**
 * A match as the history shows it. A deleted match has no points (it counts for nothing until it
 * is restored, which folds them again): its points, bounty and weekday are null, and
 * `deleted_position` names the MatchDeleted event in effect. A live match has null there.
 */
export type MatchReadRow = Omit<ReadModelTables['matches'], Points | 'position'> & {
  [K in Points]: ReadModelTables['matches'][K] | null;
} & {
  /** A bigint: pg hands it over as text. */
  position: number | string;
  deleted_position: string | null;
};

export interface MatchKey {
  orgId: string;
  matchId: string;
}

/**
 * The matches with these keys, in their order (undefined where there is none). Deleted matches
 * only of organisations where `showDeleted` allows it (their admins and moderators); two queries
 * for any number of keys.
 */
export async function readMatches(
  db: QueryExecutorProvider,
  keys: readonly MatchKey[],
  showDeleted: (orgId: string) => boolean,
): Promise<(MatchReadRow | undefined)[]> {
  const byKey = new Map<string, MatchReadRow>();
  const id = (orgId: string, matchId: string) => `${orgId}\u0000${matchId}`;
  const pairs = (list: readonly MatchKey[]) =>
    sql`unnest(${list.map((k) => k.orgId)}::text[], ${list.map((k) => k.matchId)}::text[]) AS k(org_id, match_id)`;
  if (keys.length > 0) {
    const { rows } = await sql<ReadModelTables['matches']>`
      SELECT m.* FROM matches m JOIN ${pairs(keys)} USING (org_id, match_id)`.execute(db);
    for (const r of rows) byKey.set(id(r.org_id, r.match_id), { ...r, deleted_position: null });
  }
  const missing = keys.filter((k) => !byKey.has(id(k.orgId, k.matchId)) && showDeleted(k.orgId));
  if (missing.length > 0) {
    const { rows } = await sql<ReadModelTables['deleted_matches']>`
      SELECT d.* FROM deleted_matches d JOIN ${pairs(missing)} USING (org_id, match_id)`.execute(db);
    for (const { deleted_position, ...r } of rows)
      byKey.set(id(r.org_id, r.match_id), {
        ...r,
        mode: modeOf({ winners: r.winners as MatchFacts['winners'] }),
        gekrabbelt: isGekrabbelt({ scoreLoser: r.score_loser, sixInARow: r.six_in_a_row }),
        winner_points: null,
        loser_points: null,
        bounty: null,
        weekday: null,
        deleted_position: String(deleted_position),
      });
  }
  return keys.map((k) => byKey.get(id(k.orgId, k.matchId)));
}

/**
 * The newest live match of each organisation (the only one an ordinary player may delete), in the
 * order of `orgIds`; null where an organisation has none. One query for any number of them, one
 * index probe each (matches_org_position).
 */
export async function newestMatchIds(
  db: QueryExecutorProvider,
  orgIds: readonly string[],
): Promise<(string | null)[]> {
  const { rows } = await sql<{ org_id: string; match_id: string }>`
    SELECT o.org_id, m.match_id FROM unnest(${[...orgIds]}::text[]) AS o(org_id)
    CROSS JOIN LATERAL (
      SELECT match_id FROM matches WHERE org_id = o.org_id ORDER BY position DESC LIMIT 1
    ) m`.execute(db);
  const byOrg = new Map(rows.map((r) => [r.org_id, r.match_id]));
  return orgIds.map((id) => byOrg.get(id) ?? null);
}

/** A live match's row (as a recorded or restored match is answered with). */
export async function liveMatch(
  db: QueryExecutorProvider,
  orgId: string,
  matchId: string,
): Promise<ReadModelTables['matches'] | undefined> {
  const { rows } = await sql<ReadModelTables['matches']>`
    SELECT * FROM matches WHERE org_id = ${orgId} AND match_id = ${matchId}`.execute(db);
  return rows[0];
}

export interface HistoryPage {
  /** One season's matches only. */
  season?: number | null;
  /** Matches recorded before (after) this log position. */
  before?: number | null;
  after?: number | null;
  limit: number;
  /** Oldest first (a page read backwards). */
  oldestFirst: boolean;
}

/** A page of the organisation's live matches, newest first (matches_org_position / matches_season). */
export async function matchHistory(
  db: QueryExecutorProvider,
  orgId: string,
  page: HistoryPage,
): Promise<ReadModelTables['matches'][]> {
  const { rows } = await sql<ReadModelTables['matches']>`
    SELECT * FROM matches WHERE org_id = ${orgId}
      ${page.season ? sql`AND season = ${page.season}` : sql``}
      ${page.before != null ? sql`AND position < ${page.before}` : sql``}
      ${page.after != null ? sql`AND position > ${page.after}` : sql``}
    ORDER BY position ${page.oldestFirst ? sql`ASC` : sql`DESC`}
    LIMIT ${page.limit}`.execute(db);
  return rows;
}

/**
 * What recording a match needs to know, in one round trip: the season it was played in, the
 * organisation's locations in order, and the players it names.
 */
export async function readRecordContext(
  db: QueryExecutorProvider,
  orgId: string,
  playerIds: readonly string[],
  playedOn: Date,
): Promise<{ season: number | null; locations: string[]; players: Map<string, NamedPlayer> }> {
  const { rows } = await sql<{
    season: number | null;
    locations: string[];
    players: { id: string; name: string; disabled: boolean }[];
  }>`SELECT ${seasonAtColumn(orgId, playedOn)} AS season, ${locationIdsColumn(orgId)} AS locations,
      ${namedPlayersColumn(orgId, playerIds)} AS players`.execute(db);
  const found = rows[0]!;
  return { season: found.season, locations: found.locations, players: namedPlayersOf(found.players) };
}
