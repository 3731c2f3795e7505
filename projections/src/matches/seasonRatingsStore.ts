import type { MatchEvent, MatchParticipant, RecordedEvent } from '@kicker/events';
import { type QueryExecutorProvider, sql } from 'kysely';
import {
  applyMatch,
  foldSeason,
  type MatchFacts,
  type MatchOutcome,
  type PlayerSeason,
  type SeasonRating,
} from '../rating/seasonRating.ts';
import {
  configAt,
  type RuleEventRow,
  ratingConfigTimeline,
  ruleEventsBefore,
  timelineOf,
} from './ratingConfig.ts';

// Persistence of the rating fold: the `matches` history with each match's points, and one
// `season_ratings` row per player and season. MatchRecorded folds one match on top of the stored
// state; MatchDeleted re-folds the whole season without the match (DESIGN §5).

const DATE_FIELDS = ['startedOn', 'lastCollectedDate', 'lastHunted'] as const;

function toRow(season: PlayerSeason): string {
  return JSON.stringify(season);
}

function fromRow(value: unknown): PlayerSeason {
  const season = (typeof value === 'string' ? JSON.parse(value) : value) as PlayerSeason;
  for (const mode of ['oneOnOne', 'twoOnTwo'] as const) {
    const bounty = season[mode].bounty;
    for (const field of DATE_FIELDS) bounty[field] = bounty[field] ? new Date(bounty[field]) : null;
  }
  return season;
}

interface MatchRow {
  match_id: string;
  position: string;
  played_on: Date;
  winners: MatchParticipant[];
  losers: MatchParticipant[];
  score_loser: number;
  six_in_a_row: boolean;
}

const factsOf = (r: MatchRow): MatchFacts => ({
  matchId: r.match_id,
  playedOn: r.played_on,
  winners: r.winners,
  losers: r.losers,
  scoreLoser: r.score_loser,
  sixInARow: r.six_in_a_row,
});

export async function applyMatchEvent(db: QueryExecutorProvider, event: RecordedEvent<MatchEvent>) {
  if (event.type === 'MatchDeleted') {
    await sql`DELETE FROM matches WHERE org_id = ${event.orgId} AND match_id = ${event.data.matchId}`.execute(
      db,
    );
    return refoldSeason(db, event.orgId, event.data.season);
  }
  const d = event.data;
  const ids = [...d.winners, ...d.losers].map((p) => p.playerId);
  // One read (the players' season so far and the rules in effect) and one write (their new season
  // and the match row): a match is recorded while its organisation's lock is held, so every round
  // trip here is one every other match of the organisation waits for.
  const { rows } = await sql<{ ratings: { p: string; r: unknown }[]; rules: RuleEventRow[] }>`
    SELECT
      (SELECT coalesce(json_agg(json_build_object('p', player_id, 'r', rating)), '[]') FROM season_ratings
       WHERE org_id = ${event.orgId} AND season = ${d.season} AND player_id = ANY(${ids}::text[])) AS ratings,
      ${ruleEventsBefore(event.orgId, event.globalPosition)} AS rules`.execute(db);
  const read = rows[0]!;
  const state: SeasonRating = new Map(read.ratings.map((r) => [r.p, fromRow(r.r)]));
  const config = configAt(await timelineOf(db, event.orgId, read.rules), event.globalPosition);
  const facts: MatchFacts = {
    matchId: d.matchId,
    playedOn: new Date(d.playedOn),
    winners: d.winners,
    losers: d.losers,
    scoreLoser: d.scoreLoser,
    sixInARow: d.sixInARow,
  };
  const { state: next, outcome } = applyMatch(state, facts, config);
  await sql`
    WITH ratings AS (${upsertRatings(
      event.orgId,
      d.season,
      ids.map((id) => [id, next.get(id)!] as const),
    )})
    INSERT INTO matches (org_id, match_id, season, position, played_on, location_id, mode, winners, losers,
      score_winner, score_loser, six_in_a_row, created_by,
      gekrabbelt, winner_points, loser_points, bounty, weekday)
    VALUES (${event.orgId}, ${d.matchId}, ${d.season}, ${event.globalPosition}, ${d.playedOn}, ${d.locationId},
      ${outcome.mode}, ${JSON.stringify(d.winners)}, ${JSON.stringify(d.losers)}, ${d.scoreWinner}, ${d.scoreLoser},
      ${d.sixInARow}, ${d.createdBy}, ${outcome.gekrabbelt}, ${outcome.winnerPoints}, ${outcome.loserPoints},
      ${outcome.bounty ? JSON.stringify(outcome.bounty) : null}, ${outcome.weekday})`.execute(db);
}

async function writeRatings(
  db: QueryExecutorProvider,
  orgId: string,
  season: number,
  entries: readonly (readonly [string, PlayerSeason])[],
) {
  if (entries.length === 0) return;
  await upsertRatings(orgId, season, entries).execute(db);
}

function upsertRatings(orgId: string, season: number, entries: readonly (readonly [string, PlayerSeason])[]) {
  const ids = entries.map(([id]) => id);
  const ratings = entries.map(([, r]) => toRow(r));
  const one = entries.map(([, r]) => r.oneOnOne.mmr);
  const two = entries.map(([, r]) => r.twoOnTwo.mmr);
  return sql`
    INSERT INTO season_ratings (org_id, season, player_id, rating, mmr_one_on_one, mmr_two_on_two)
    SELECT ${orgId}, ${season}, u.player_id, u.rating::jsonb, u.one, u.two
    FROM unnest(${ids}::text[], ${ratings}::text[], ${one}::int[], ${two}::int[]) AS u(player_id, rating, one, two)
    ON CONFLICT (org_id, season, player_id) DO UPDATE
      SET rating = EXCLUDED.rating, mmr_one_on_one = EXCLUDED.mmr_one_on_one, mmr_two_on_two = EXCLUDED.mmr_two_on_two`;
}

/** The season folded again from its first match, with each match under the rules of its time. */
export async function refoldSeason(db: QueryExecutorProvider, orgId: string, season: number) {
  const { rows } = await sql<MatchRow>`
    SELECT match_id, position, played_on, winners, losers, score_loser, six_in_a_row FROM matches
    WHERE org_id = ${orgId} AND season = ${season} ORDER BY position`.execute(db);
  const timeline = await ratingConfigTimeline(db, orgId);
  const positions = new Map(rows.map((r) => [r.match_id, Number(r.position)]));
  const { state, outcomes } = foldSeason(rows.map(factsOf), (m) =>
    configAt(timeline, positions.get(m.matchId)!),
  );
  await sql`DELETE FROM season_ratings WHERE org_id = ${orgId} AND season = ${season}`.execute(db);
  await writeRatings(db, orgId, season, [...state.entries()]);
  await writeOutcomes(db, orgId, outcomes);
}

async function writeOutcomes(db: QueryExecutorProvider, orgId: string, outcomes: readonly MatchOutcome[]) {
  if (outcomes.length === 0) return;
  await sql`
    UPDATE matches m SET winner_points = u.winner_points, loser_points = u.loser_points,
      bounty = u.bounty::jsonb, gekrabbelt = u.gekrabbelt
    FROM unnest(${outcomes.map((o) => o.matchId)}::text[], ${outcomes.map((o) => o.winnerPoints)}::int[],
      ${outcomes.map((o) => o.loserPoints)}::int[], ${outcomes.map((o) => (o.bounty ? JSON.stringify(o.bounty) : null))}::text[],
      ${outcomes.map((o) => o.gekrabbelt)}::boolean[]) AS u(match_id, winner_points, loser_points, bounty, gekrabbelt)
    WHERE m.org_id = ${orgId} AND m.match_id = u.match_id
      AND (m.winner_points, m.loser_points, m.bounty) IS DISTINCT FROM (u.winner_points, u.loser_points, u.bounty::jsonb)`.execute(
    db,
  );
}
