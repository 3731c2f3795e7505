import { type QueryExecutorProvider, sql } from 'kysely';

// Deleted matches are kept (issue 11: a deletion can be undone): `deleted_matches` holds the facts
// of each match whose latest deletion has not been restored, with the log position of that
// deletion, so MatchRestored can put the match back in its original place and the details page can
// show it. No points: a deleted match counts for nothing; a restore folds them again.

/** The columns of `deleted_matches`, in the order the batch rebuild copies them. */
export const DELETED_MATCH_COLUMNS = [
  'org_id',
  'match_id',
  'season',
  'position',
  'played_on',
  'location_id',
  'winners',
  'losers',
  'score_winner',
  'score_loser',
  'six_in_a_row',
  'created_by',
  'deleted_position',
] as const;

export async function createDeletedMatchesTable(db: QueryExecutorProvider) {
  await sql`
    CREATE TABLE deleted_matches (
      org_id           text NOT NULL,
      match_id         text NOT NULL,
      season           int NOT NULL,
      -- Where the match was recorded: a restore puts it back there.
      position         bigint NOT NULL,
      played_on        timestamptz NOT NULL,
      location_id      text NOT NULL,
      winners          jsonb NOT NULL,
      losers           jsonb NOT NULL,
      score_winner     int NOT NULL,
      score_loser      int NOT NULL,
      six_in_a_row     boolean NOT NULL,
      created_by       text,
      -- The MatchDeleted event in effect (its audit-log entry offers the restore).
      deleted_position bigint NOT NULL,
      PRIMARY KEY (org_id, match_id)
    )`.execute(db);
}

/**
 * Fills `deleted_matches` from the log for matches deleted before the table existed: each match
 * stream whose newest event is a MatchDeleted, with the facts of its MatchRecorded. The same rows a
 * rebuild of the matches projection writes.
 */
export async function backfillDeletedMatches(db: QueryExecutorProvider) {
  await sql`
    INSERT INTO deleted_matches (${sql.join(DELETED_MATCH_COLUMNS.map((c) => sql.ref(c)))})
    SELECT r.org_id, r.data->>'matchId', (r.data->>'season')::int, r.global_position,
      (r.data->>'playedOn')::timestamptz, r.data->>'locationId', r.data->'winners', r.data->'losers',
      (r.data->>'scoreWinner')::int, (r.data->>'scoreLoser')::int, (r.data->>'sixInARow')::boolean,
      r.data->>'createdBy', d.global_position
    FROM events d
    JOIN events r ON r.org_id = d.org_id AND r.stream_id = d.stream_id AND r.type = 'MatchRecorded'
    WHERE d.type = 'MatchDeleted'
      AND NOT EXISTS (
        SELECT 1 FROM events later
        WHERE later.org_id = d.org_id AND later.stream_id = d.stream_id AND later.stream_version > d.stream_version)
    ON CONFLICT (org_id, match_id) DO NOTHING`.execute(db);
}
