import type { ModeName } from '@kicker/events';
import { type QueryExecutorProvider, sql } from 'kysely';
import type { ReadModelTables } from '../tables.ts';
import type { PlayerSeason } from './rating.ts';

type PlayerRow = ReadModelTables['players'];

import { revivePlayerSeason } from './seasonTable.fold.ts';

// Reads of the season table (seasonTable.fold.ts).

export interface PlayerSeasonKey {
  orgId: string;
  season: number;
  playerId: string;
}

/** Players' seasons, in the order of `keys` (undefined before a player's first match of it); one query. */
export async function playerSeasons(
  db: QueryExecutorProvider,
  keys: readonly PlayerSeasonKey[],
): Promise<(PlayerSeason | undefined)[]> {
  if (keys.length === 0) return [];
  const { rows } = await sql<{ org_id: string; season: number; player_id: string; rating: unknown }>`
    SELECT t.org_id, t.season, t.player_id, t.rating FROM season_table t
    JOIN unnest(${keys.map((k) => k.orgId)}::text[], ${keys.map((k) => k.season)}::int[],
      ${keys.map((k) => k.playerId)}::text[]) AS k(org_id, season, player_id) USING (org_id, season, player_id)`.execute(
    db,
  );
  const id = (orgId: string, season: number, playerId: string) => `${orgId}\u0000${season}\u0000${playerId}`;
  const found = new Map(rows.map((r) => [id(r.org_id, r.season, r.player_id), revivePlayerSeason(r.rating)]));
  return keys.map((k) => found.get(id(k.orgId, k.season, k.playerId)));
}

/** A row of a season table of one mode (the table now, or as it stood after a match). */
export interface TableRow {
  /** 1 + the players above: equal MMR, equal place (1, 2, 2, 4). */
  place: number;
  player_id: string;
  /** The player's row (null when deleted): a page answers with its players in one query. */
  player: PlayerRow | null;
  mmr: number;
  wins: number;
  loss: number;
  wins_in_row: number;
  bounty_points: number;
}

export interface Page<R> {
  total: number;
  rows: R[];
}

export interface TablePageQuery {
  orgId: string;
  season: number;
  mode: ModeName;
  offset: number;
  limit: number;
}

/**
 * A page of the season table of one mode: the players with a match in it, by MMR, then wins, then
 * fewer losses (then id, so pages never overlap). SPEC §2: 10 rows a page.
 */
export async function seasonTablePage(db: QueryExecutorProvider, q: TablePageQuery): Promise<Page<TableRow>> {
  const stats = sql`t.rating->${q.mode}`;
  const { rows } = await sql<TableRow & { total: number }>`
    ${withPlayers(q.orgId)} (
      SELECT * FROM (
        SELECT t.player_id, (${stats}->>'mmr')::int AS mmr, (${stats}->>'wins')::int AS wins,
          (${stats}->>'loss')::int AS loss, (${stats}->>'winsInRow')::int AS wins_in_row,
          (${stats}->'bounty'->>'bountyPoints')::int AS bounty_points, count(*) OVER ()::int AS total,
          rank() OVER (ORDER BY (${stats}->>'mmr')::int DESC)::int AS place
        FROM season_table t
        WHERE t.org_id = ${q.orgId} AND t.season = ${q.season}
          AND (${stats}->>'wins')::int + (${stats}->>'loss')::int > 0) r
      ORDER BY mmr DESC, wins DESC, loss, player_id
      OFFSET ${q.offset} LIMIT ${q.limit}) page
    ORDER BY mmr DESC, wins DESC, loss, player_id`.execute(db);
  return { total: rows[0]?.total ?? (q.offset > 0 ? await countPlayed(db, q) : 0), rows: rows.map(strip) };
}

const strip = <R extends { total: number; player: PlayerRow | null }>({ total: _, player, ...row }: R) => ({
  ...row,
  player: player && {
    ...player,
    created_at: new Date(player.created_at),
    updated_at: new Date(player.updated_at),
  },
});

/** `SELECT` each row of a page (the subquery that follows, aliased `page`) with its player's row. */
const withPlayers = (orgId: string) =>
  sql`SELECT page.*, (SELECT to_jsonb(p) FROM players p WHERE p.org_id = ${orgId} AND p.player_id = page.player_id) AS player FROM`;

async function countPlayed(db: QueryExecutorProvider, q: TablePageQuery): Promise<number> {
  const { rows } = await sql<{ n: number }>`
    SELECT count(*)::int AS n FROM season_table t WHERE t.org_id = ${q.orgId} AND t.season = ${q.season}
      AND (t.rating->${q.mode}->>'wins')::int + (t.rating->${q.mode}->>'loss')::int > 0`.execute(db);
  return rows[0]?.n ?? 0;
}

/**
 * The season table of one mode as it stood after the match at log position `through` (issue 13:
 * replaying history): each player's newest participation row up to it. The same order as now.
 */
export async function seasonTableAsOf(
  db: QueryExecutorProvider,
  q: TablePageQuery & { through: number },
): Promise<Page<TableRow>> {
  const { rows } = await sql<TableRow & { total: number }>`
    ${withPlayers(q.orgId)} (
      SELECT *, count(*) OVER ()::int AS total, rank() OVER (ORDER BY mmr DESC)::int AS place FROM (
        SELECT DISTINCT ON (player_id) player_id, mmr, wins, loss, wins_in_row, bounty_points
        FROM match_participation
        WHERE org_id = ${q.orgId} AND season = ${q.season} AND mode = ${q.mode} AND log_position <= ${q.through}
        ORDER BY player_id, log_position DESC) r
      ORDER BY mmr DESC, wins DESC, loss, player_id
      OFFSET ${q.offset} LIMIT ${q.limit}) page
    ORDER BY mmr DESC, wins DESC, loss, player_id`.execute(db);
  return { total: rows[0]?.total ?? 0, rows: rows.map(strip) };
}

export type KrabbelKind = 'gekrabbelt' | 'krabbler';

/**
 * A page of a krabbel table (DESIGN §6): 'gekrabbelt' ranks how often a player crawled (lost 6:0),
 * 'krabbler' how often they made others crawl, six-in-a-row wins included (SPEC §9). Players with
 * a count above 0, most first; equal counts share a place.
 */
export async function krabbelPage(
  db: QueryExecutorProvider,
  q: { orgId: string; season: number; kind: KrabbelKind; offset: number; limit: number },
): Promise<Page<{ place: number; player_id: string; player: PlayerRow | null; count: number }>> {
  const count =
    q.kind === 'gekrabbelt'
      ? sql`(t.rating->>'gekrabbelt')::int`
      : sql`(t.rating->>'krabbelnLassen')::int + (t.rating->>'sixInARowWins')::int`;
  const { rows } = await sql<{
    place: number;
    player_id: string;
    player: PlayerRow | null;
    count: number;
    total: number;
  }>`
    ${withPlayers(q.orgId)} (
      SELECT *, count(*) OVER ()::int AS total, rank() OVER (ORDER BY count DESC)::int AS place FROM (
        SELECT t.player_id, ${count} AS count
        FROM season_table t WHERE t.org_id = ${q.orgId} AND t.season = ${q.season} AND ${count} > 0) r
      ORDER BY count DESC, player_id
      OFFSET ${q.offset} LIMIT ${q.limit}) page
    ORDER BY count DESC, player_id`.execute(db);
  return { total: rows[0]?.total ?? 0, rows: rows.map(strip) };
}

export interface DepartmentRank {
  place: number;
  name: string;
  average: number;
  size: number;
}

/**
 * SPEC §9: each department's rounded mean of its members' ratings in the season (a member without
 * a match counts as 0), highest first; empty department names are ignored. Members are the
 * organisation's players in the department now (disabled ones too: they still belong to it).
 */
export async function departmentRanking(
  db: QueryExecutorProvider,
  q: { orgId: string; season: number; mode: ModeName },
): Promise<DepartmentRank[]> {
  const column = q.mode === 'oneOnOne' ? sql`t.mmr_one_on_one` : sql`t.mmr_two_on_two`;
  const { rows } = await sql<DepartmentRank>`
    SELECT rank() OVER (ORDER BY round(avg(coalesce(${column}, 0))) DESC)::int AS place,
      p.department AS name, round(avg(coalesce(${column}, 0)))::int AS average, count(*)::int AS size
    FROM players p
    LEFT JOIN season_table t ON t.org_id = p.org_id AND t.season = ${q.season} AND t.player_id = p.player_id
    WHERE p.org_id = ${q.orgId} AND btrim(coalesce(p.department, '')) <> ''
    GROUP BY p.department
    ORDER BY average DESC, size DESC, name`.execute(db);
  return rows;
}
