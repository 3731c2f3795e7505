import type { MatchEvent, MatchParticipant, RecordedEvent } from '@kicker/events';
import { type QueryExecutorProvider, sql } from 'kysely';
import type { SeasonMatch } from '../seasonFold/contract.ts';
import { seasonFold } from '../seasonFold/members.ts';
import { foldRecordedMatch, refoldSeason } from '../seasonFold/seasonStore.ts';
import type { MatchOutcome } from '../seasonTable/rating.ts';
import { DELETED_MATCH_COLUMNS } from './deletedMatches.ts';

// The match events applied to the match history (`matches` with each match's points, and
// `deleted_matches`) and to every member of the season fold. MatchRecorded folds the match on top
// of its season; MatchDeleted moves the match to `deleted_matches` and folds the season again
// without it (DESIGN §5); MatchRestored moves it back to its original position and folds the season
// with it, so every row is what the season would have had without the deletion.

interface StoredMatch {
  match_id: string;
  position: string | number;
  played_on: Date;
  winners: MatchParticipant[];
  losers: MatchParticipant[];
  score_winner: number;
  score_loser: number;
  six_in_a_row: boolean;
}

const MATCH_FACTS = sql`match_id, position, played_on, winners, losers, score_winner, score_loser, six_in_a_row`;

const seasonMatchOf = (r: StoredMatch): SeasonMatch => ({
  matchId: r.match_id,
  position: Number(r.position),
  playedOn: r.played_on,
  winners: r.winners,
  losers: r.losers,
  scoreWinner: r.score_winner,
  scoreLoser: r.score_loser,
  sixInARow: r.six_in_a_row,
});

const MOVED_COLUMNS = sql.join(
  DELETED_MATCH_COLUMNS.filter((c) => c !== 'deleted_position').map((c) => sql.ref(c)),
);

const bountyJson = (o: MatchOutcome) => (o.bounty ? JSON.stringify(o.bounty) : null);

export async function applyMatchEvent(db: QueryExecutorProvider, event: RecordedEvent<MatchEvent>) {
  if (event.type === 'MatchDeleted')
    return deleteMatch(db, event.orgId, event.data.matchId, event.globalPosition);
  if (event.type === 'MatchRestored') return restoreMatch(db, event.orgId, event.data.matchId);
  const d = event.data;
  const match: SeasonMatch = {
    matchId: d.matchId,
    position: event.globalPosition,
    playedOn: new Date(d.playedOn),
    winners: d.winners,
    losers: d.losers,
    scoreWinner: d.scoreWinner,
    scoreLoser: d.scoreLoser,
    sixInARow: d.sixInARow,
  };
  await foldRecordedMatch(
    db,
    seasonFold,
    { orgId: event.orgId, season: d.season },
    match,
    ({ outcome }) => sql`
    INSERT INTO matches (org_id, match_id, season, position, played_on, location_id, mode, winners, losers,
      score_winner, score_loser, six_in_a_row, created_by, gekrabbelt, winner_points, loser_points, bounty, weekday)
    VALUES (${event.orgId}, ${d.matchId}, ${d.season}, ${event.globalPosition}, ${d.playedOn}, ${d.locationId},
      ${outcome.mode}, ${JSON.stringify(d.winners)}, ${JSON.stringify(d.losers)}, ${d.scoreWinner}, ${d.scoreLoser},
      ${d.sixInARow}, ${d.createdBy}, ${outcome.gekrabbelt}, ${outcome.winnerPoints}, ${outcome.loserPoints},
      ${bountyJson(outcome)}, ${outcome.weekday})`,
  );
}

/** The match moved to `deleted_matches` (in SQL, so its facts keep their stored values), its season folded again. */
async function deleteMatch(db: QueryExecutorProvider, orgId: string, matchId: string, deletedAt: number) {
  const { rows } = await sql<{ season: number; position: string }>`
    WITH gone AS (
      DELETE FROM matches WHERE org_id = ${orgId} AND match_id = ${matchId}
      RETURNING ${MOVED_COLUMNS})
    INSERT INTO deleted_matches (${MOVED_COLUMNS}, deleted_position)
    SELECT ${MOVED_COLUMNS}, ${deletedAt}::bigint FROM gone
    RETURNING season, position`.execute(db);
  const gone = rows[0];
  if (!gone) return; // not live (the decider refuses such a deletion anyway): nothing changes
  const season = { orgId, season: gone.season };
  const matches = await seasonMatches(db, orgId, gone.season);
  const from = Number(gone.position);
  const outcomes = await refoldSeason(db, seasonFold, season, matches, from);
  await writeOutcomes(db, orgId, matches, outcomes, from);
}

/**
 * A deleted match back in `matches`, in its own season at its recording position. Nothing happens
 * for a match that is not in `deleted_matches` (the decider refuses such a restore anyway).
 */
async function restoreMatch(db: QueryExecutorProvider, orgId: string, matchId: string) {
  const { rows } = await sql<StoredMatch & { season: number }>`
    SELECT season, ${MATCH_FACTS} FROM deleted_matches WHERE org_id = ${orgId} AND match_id = ${matchId}`.execute(
    db,
  );
  const stored = rows[0];
  if (!stored) return;
  const restored = seasonMatchOf(stored);
  const matches = await seasonMatches(db, orgId, stored.season);
  const at = matches.findIndex((m) => m.position > restored.position);
  matches.splice(at < 0 ? matches.length : at, 0, restored);
  const outcomes = await refoldSeason(
    db,
    seasonFold,
    { orgId, season: stored.season },
    matches,
    restored.position,
  );
  const outcome = outcomes[matches.indexOf(restored)]!;
  await sql`
    WITH back AS (
      DELETE FROM deleted_matches WHERE org_id = ${orgId} AND match_id = ${matchId}
      RETURNING ${MOVED_COLUMNS})
    INSERT INTO matches (${MOVED_COLUMNS}, mode, gekrabbelt, winner_points, loser_points, bounty, weekday)
    SELECT ${MOVED_COLUMNS}, ${outcome.mode}, ${outcome.gekrabbelt}, ${outcome.winnerPoints},
      ${outcome.loserPoints}, ${bountyJson(outcome)}::jsonb, ${outcome.weekday}
    FROM back`.execute(db);
  await writeOutcomes(
    db,
    orgId,
    matches.filter((m) => m !== restored),
    outcomes.filter((o) => o !== outcome),
    restored.position,
  );
}

/** Every season with matches folded again from its first match (a migration adding a member). */
export async function refoldEverySeason(db: QueryExecutorProvider) {
  const { rows } = await sql<{ org_id: string; season: number }>`
    SELECT DISTINCT org_id, season FROM matches ORDER BY org_id, season`.execute(db);
  for (const { org_id: orgId, season } of rows) {
    const matches = await seasonMatches(db, orgId, season);
    const outcomes = await refoldSeason(db, seasonFold, { orgId, season }, matches, 0);
    await writeOutcomes(db, orgId, matches, outcomes, 0);
  }
}

/** A season's live matches in position order. */
async function seasonMatches(
  db: QueryExecutorProvider,
  orgId: string,
  season: number,
): Promise<SeasonMatch[]> {
  const { rows } = await sql<StoredMatch>`
    SELECT ${MATCH_FACTS} FROM matches
    WHERE org_id = ${orgId} AND season = ${season} ORDER BY position`.execute(db);
  return rows.map(seasonMatchOf);
}

/** The points of the matches from `from` on (those before it are unchanged), where they changed. */
async function writeOutcomes(
  db: QueryExecutorProvider,
  orgId: string,
  matches: readonly SeasonMatch[],
  outcomes: readonly MatchOutcome[],
  from: number,
) {
  const changed = outcomes.filter((_, i) => matches[i]!.position >= from);
  if (changed.length === 0) return;
  await sql`
    UPDATE matches m SET winner_points = u.winner_points, loser_points = u.loser_points,
      bounty = u.bounty::jsonb, gekrabbelt = u.gekrabbelt
    FROM unnest(${changed.map((o) => o.matchId)}::text[], ${changed.map((o) => o.winnerPoints)}::int[],
      ${changed.map((o) => o.loserPoints)}::int[], ${changed.map(bountyJson)}::text[],
      ${changed.map((o) => o.gekrabbelt)}::boolean[]) AS u(match_id, winner_points, loser_points, bounty, gekrabbelt)
    WHERE m.org_id = ${orgId} AND m.match_id = u.match_id
      AND (m.winner_points, m.loser_points, m.bounty) IS DISTINCT FROM (u.winner_points, u.loser_points, u.bounty::jsonb)`.execute(
    db,
  );
}
