import type { MatchEvent, MatchParticipant, RecordedEvent } from '@kicker/events';
import { type QueryExecutorProvider, sql } from 'kysely';
import { insertParticipationFrom } from '../participation/participation.ts';
import {
  applyMatch,
  foldSeason,
  type MatchFacts,
  type MatchOutcome,
  type PlayerSeason,
  type SeasonRating,
} from '../rating/seasonRating.ts';
import { DELETED_MATCH_COLUMNS } from './deletedMatches.ts';
import {
  configAt,
  type RuleEventRow,
  ratingConfigTimeline,
  ruleEventsBefore,
  timelineOf,
} from './ratingConfig.ts';

// Persistence of the rating fold: the `matches` history with each match's points, one
// `season_ratings` row per player and season, and the lineups in `match_participation`. MatchRecorded folds one match on top of the stored
// state; MatchDeleted moves the match to `deleted_matches` and re-folds the whole season without
// it (DESIGN §5); MatchRestored moves it back to its original position and re-folds the season with
// it, so the rows are those the season would have had without the deletion.

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

const MOVED_COLUMNS = sql.join(
  DELETED_MATCH_COLUMNS.filter((c) => c !== 'deleted_position').map((c) => sql.ref(c)),
);

export async function applyMatchEvent(db: QueryExecutorProvider, event: RecordedEvent<MatchEvent>) {
  if (event.type === 'MatchDeleted') {
    // Moved in SQL, so the facts keep exactly the values they were stored with.
    await sql`
      WITH gone AS (
        DELETE FROM matches WHERE org_id = ${event.orgId} AND match_id = ${event.data.matchId}
        RETURNING ${MOVED_COLUMNS}),
      lineup AS (
        DELETE FROM match_participation p USING gone
        WHERE p.org_id = gone.org_id AND p.match_id = gone.match_id
          AND p.player_id IN (SELECT s->>'playerId' FROM jsonb_array_elements(gone.winners || gone.losers) s))
      INSERT INTO deleted_matches (${MOVED_COLUMNS}, deleted_position)
      SELECT ${MOVED_COLUMNS}, ${event.globalPosition}::bigint FROM gone`.execute(db);
    await refoldSeason(db, event.orgId, event.data.season);
    return;
  }
  if (event.type === 'MatchRestored') return restoreMatch(db, event.orgId, event.data.matchId);
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
  // Ratings, the match and its lineup rows in one statement (one round trip under the lock).
  await sql`
    WITH ratings AS (${upsertRatings(
      event.orgId,
      d.season,
      ids.map((id) => [id, next.get(id)!] as const),
    )}),
    recorded AS (
      INSERT INTO matches (org_id, match_id, season, position, played_on, location_id, mode, winners, losers,
        score_winner, score_loser, six_in_a_row, created_by,
        gekrabbelt, winner_points, loser_points, bounty, weekday)
      VALUES (${event.orgId}, ${d.matchId}, ${d.season}, ${event.globalPosition}, ${d.playedOn}, ${d.locationId},
        ${outcome.mode}, ${JSON.stringify(d.winners)}, ${JSON.stringify(d.losers)}, ${d.scoreWinner}, ${d.scoreLoser},
        ${d.sixInARow}, ${d.createdBy}, ${outcome.gekrabbelt}, ${outcome.winnerPoints}, ${outcome.loserPoints},
        ${outcome.bounty ? JSON.stringify(outcome.bounty) : null}, ${outcome.weekday})
      RETURNING org_id, match_id, season, mode, position, played_on, winners, losers)
    ${insertParticipationFrom('recorded')}`.execute(db);
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

/**
 * A deleted match back in `matches`, in its own season at its recording position. Nothing happens
 * for a match that is not in `deleted_matches` (the decider refuses such a restore anyway).
 */
async function restoreMatch(db: QueryExecutorProvider, orgId: string, matchId: string) {
  const { rows } = await sql<MatchRow & { season: number }>`
    SELECT match_id, season, position, played_on, winners, losers, score_loser, six_in_a_row
    FROM deleted_matches WHERE org_id = ${orgId} AND match_id = ${matchId}`.execute(db);
  const restored = rows[0];
  if (!restored) return;
  const outcome = await refoldSeason(db, orgId, restored.season, restored);
  await sql`
    WITH back AS (
      DELETE FROM deleted_matches WHERE org_id = ${orgId} AND match_id = ${matchId}
      RETURNING ${MOVED_COLUMNS}),
    restored AS (
      INSERT INTO matches (${MOVED_COLUMNS}, mode, gekrabbelt, winner_points, loser_points, bounty, weekday)
      SELECT ${MOVED_COLUMNS}, ${outcome!.mode}, ${outcome!.gekrabbelt}, ${outcome!.winnerPoints},
        ${outcome!.loserPoints}, ${outcome!.bounty ? JSON.stringify(outcome!.bounty) : null}::jsonb,
        ${outcome!.weekday}
      FROM back
      RETURNING org_id, match_id, season, mode, position, played_on, winners, losers)
    ${insertParticipationFrom('restored')}`.execute(db);
}

/**
 * The season folded again from its first match, with each match under the rules of its time.
 * With `restored` (a match coming back from `deleted_matches`), the fold includes it at its
 * position and returns its outcome for the caller to write its row.
 */
export async function refoldSeason(
  db: QueryExecutorProvider,
  orgId: string,
  season: number,
  restored?: MatchRow,
): Promise<MatchOutcome | undefined> {
  const { rows } = await sql<MatchRow>`
    SELECT match_id, position, played_on, winners, losers, score_loser, six_in_a_row FROM matches
    WHERE org_id = ${orgId} AND season = ${season} ORDER BY position`.execute(db);
  if (restored) {
    const at = rows.findIndex((r) => Number(r.position) > Number(restored.position));
    rows.splice(at < 0 ? rows.length : at, 0, restored);
  }
  const timeline = await ratingConfigTimeline(db, orgId);
  const positions = new Map(rows.map((r) => [r.match_id, Number(r.position)]));
  const { state, outcomes } = foldSeason(rows.map(factsOf), (m) =>
    configAt(timeline, positions.get(m.matchId)!),
  );
  await sql`DELETE FROM season_ratings WHERE org_id = ${orgId} AND season = ${season}`.execute(db);
  await writeRatings(db, orgId, season, [...state.entries()]);
  const restoredOutcome = restored && outcomes.find((o) => o.matchId === restored.match_id);
  await writeOutcomes(db, orgId, restored ? outcomes.filter((o) => o !== restoredOutcome) : outcomes);
  return restoredOutcome;
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
