import type { ModeName } from '@kicker/events';
import { type QueryExecutorProvider, sql } from 'kysely';

export interface PlayedWith {
  playerId: string;
  matches: number;
  wins: number;
}

/**
 * A player's partners (same team) or opponents (other team) in one season and mode, with how
 * many matches they played together or against each other and how many of those the player won.
 * Most matches first. Index lookups on match_participation.
 */
export async function playedWith(
  db: QueryExecutorProvider,
  where: { orgId: string; season: number; mode: ModeName; playerId: string },
  relation: 'partners' | 'opponents',
): Promise<PlayedWith[]> {
  const same = relation === 'partners';
  const { rows } = await sql<{ player_id: string; matches: number; wins: number }>`
    SELECT other.player_id, count(*)::int AS matches, count(*) FILTER (WHERE me.won)::int AS wins
    FROM match_participation me
    JOIN match_participation other
      ON other.org_id = me.org_id AND other.match_id = me.match_id AND other.player_id <> me.player_id
      AND (other.won = me.won) = ${same}
    WHERE me.org_id = ${where.orgId} AND me.player_id = ${where.playerId}
      AND me.season = ${where.season} AND me.mode = ${where.mode}
    GROUP BY other.player_id
    ORDER BY matches DESC, other.player_id`.execute(db);
  return rows.map((r) => ({ playerId: r.player_id, matches: r.matches, wins: r.wins }));
}

export interface MmrPoint {
  matchId: string;
  playedOn: Date;
  mmr: number;
  change: number;
  won: boolean;
}

/** A player's MMR after each of their matches of one season and mode, oldest first (the profile's chart). */
export async function mmrHistory(
  db: QueryExecutorProvider,
  where: { orgId: string; season: number; mode: ModeName; playerId: string },
): Promise<MmrPoint[]> {
  const { rows } = await sql<{
    match_id: string;
    played_on: Date;
    mmr: number;
    mmr_change: number;
    won: boolean;
  }>`
    SELECT match_id, played_on, mmr, mmr_change, won FROM match_participation
    WHERE org_id = ${where.orgId} AND player_id = ${where.playerId} AND season = ${where.season} AND mode = ${where.mode}
    ORDER BY log_position`.execute(db);
  return rows.map((r) => ({
    matchId: r.match_id,
    playedOn: r.played_on,
    mmr: r.mmr,
    change: r.mmr_change,
    won: r.won,
  }));
}

/** A player's MMR per day of a season in one mode: where each day ended, its highest and lowest. */
export interface MmrDay {
  /** The day in the organisation's time zone, yyyy-MM-dd. */
  day: string;
  /** MMR after the day's last match. */
  mmr: number;
  /** The highest and lowest MMR after any match of the day. */
  high: number;
  low: number;
  matches: number;
  wins: number;
}

/**
 * The profile's chart: one point per day played rather than per match (a season of a regular has
 * hundreds of matches, more than a phone's chart can show or a request should carry).
 */
export async function mmrByDay(
  db: QueryExecutorProvider,
  where: { orgId: string; season: number; mode: ModeName; playerId: string; timeZone: string },
): Promise<MmrDay[]> {
  const days = await mmrDaysOf(db, { ...where, playerIds: [where.playerId] });
  return days.get(where.playerId)!;
}

/** `mmrByDay` of several players in one read (the General tab's top ten), by player id. */
export async function mmrDaysOf(
  db: QueryExecutorProvider,
  where: { orgId: string; season: number; mode: ModeName; playerIds: readonly string[]; timeZone: string },
): Promise<Map<string, MmrDay[]>> {
  const { rows } = await sql<MmrDay & { player_id: string }>`
    SELECT player_id, to_char(day, 'YYYY-MM-DD') AS day,
      (array_agg(mmr ORDER BY log_position DESC))[1] AS mmr, max(mmr) AS high, min(mmr) AS low,
      count(*)::int AS matches, (count(*) FILTER (WHERE won))::int AS wins
    FROM (SELECT player_id, (played_on AT TIME ZONE ${where.timeZone})::date AS day, mmr, log_position, won
      FROM match_participation
      WHERE org_id = ${where.orgId} AND season = ${where.season} AND mode = ${where.mode}
        AND player_id = ANY(${[...where.playerIds]}::text[])) p
    GROUP BY player_id, day ORDER BY player_id, day`.execute(db);
  const days = new Map(where.playerIds.map((id) => [id, [] as MmrDay[]]));
  for (const { player_id, ...day } of rows) days.get(player_id)?.push(day);
  return days;
}

/** A player's matches, newest first across modes (and seasons, unless one is given): ids and results. */
export async function playerMatches(
  db: QueryExecutorProvider,
  where: { orgId: string; playerId: string; season?: number | null },
  page: { before?: number | null; limit: number },
): Promise<(MmrPoint & { position: number })[]> {
  const { rows } = await sql<{
    match_id: string;
    log_position: string;
    played_on: Date;
    won: boolean;
    mmr: number;
    mmr_change: number;
  }>`
    SELECT match_id, log_position, played_on, won, mmr, mmr_change FROM match_participation
    WHERE org_id = ${where.orgId} AND player_id = ${where.playerId}
      ${where.season ? sql`AND season = ${where.season}` : sql``}
      ${page.before != null ? sql`AND log_position < ${page.before}` : sql``}
    ORDER BY log_position DESC LIMIT ${page.limit}`.execute(db);
  return rows.map((r) => ({
    matchId: r.match_id,
    position: Number(r.log_position),
    playedOn: r.played_on,
    won: r.won,
    mmr: r.mmr,
    change: r.mmr_change,
  }));
}

export interface PointChange {
  playerId: string;
  change: number;
  won: boolean;
  bountyStarted: boolean;
}

/** What each player of a live match won or lost (the last-score badge and the bounty dialogs). */
export async function pointChanges(
  db: QueryExecutorProvider,
  keys: readonly { orgId: string; season: number; position: number }[],
): Promise<PointChange[][]> {
  if (keys.length === 0) return [];
  const { rows } = await sql<{
    org_id: string;
    log_position: string;
    player_id: string;
    mmr_change: number;
    won: boolean;
    bounty_started: boolean;
  }>`
    SELECT p.org_id, p.log_position, p.player_id, p.mmr_change, p.won, p.bounty_started
    FROM match_participation p
    JOIN unnest(${keys.map((k) => k.orgId)}::text[], ${keys.map((k) => k.season)}::int[],
      ${keys.map((k) => k.position)}::bigint[]) AS k(org_id, season, log_position)
      USING (org_id, season, log_position)
    ORDER BY p.won DESC, p.position`.execute(db);
  const id = (orgId: string, position: number | string) => `${orgId}\u0000${position}`;
  const byMatch = new Map<string, PointChange[]>();
  for (const r of rows) {
    const key = id(r.org_id, r.log_position);
    const list = byMatch.get(key) ?? [];
    list.push({ playerId: r.player_id, change: r.mmr_change, won: r.won, bountyStarted: r.bounty_started });
    byMatch.set(key, list);
  }
  return keys.map((k) => byMatch.get(id(k.orgId, k.position)) ?? []);
}

/** The MMR after each match of the given players in one season and mode (the general tab's top ten). */
export async function mmrSeries(
  db: QueryExecutorProvider,
  where: { orgId: string; season: number; mode: ModeName; playerIds: readonly string[] },
): Promise<Map<string, { playedOn: Date; mmr: number }[]>> {
  const { rows } = await sql<{ player_id: string; played_on: Date; mmr: number }>`
    SELECT player_id, played_on, mmr FROM match_participation
    WHERE org_id = ${where.orgId} AND season = ${where.season} AND mode = ${where.mode}
      AND player_id = ANY(${[...where.playerIds]}::text[])
    ORDER BY log_position`.execute(db);
  const series = new Map(where.playerIds.map((id) => [id, [] as { playedOn: Date; mmr: number }[]]));
  for (const r of rows) series.get(r.player_id)?.push({ playedOn: r.played_on, mmr: r.mmr });
  return series;
}
