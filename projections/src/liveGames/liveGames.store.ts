import { type LiveGameEvent, liveGame, type RecordedEvent } from '@kicker/events';
import { type QueryExecutorProvider, sql } from 'kysely';
import type { ReadModelTables } from '../tables.ts';

export type LiveGameRow = ReadModelTables['live_games'];

// DESIGN §12: the live game at a location is its decider state written out. The same evolve
// (events/src/catalogue/live) turns each event into the next row; one row per (org, location),
// overwritten by the next game there. Inline, so the scorer's answer shows its own goal.

/** The decider's state held in a row. */
export function liveStateOf(row: LiveGameRow): liveGame.LiveGameState {
  return {
    status: row.status as liveGame.LiveStatus,
    liveGameId: row.live_game_id,
    locationId: row.location_id,
    mode: row.mode as 1 | 2,
    blacks: row.blacks,
    whites: row.whites,
    startedAt: row.started_at.toISOString(),
    lastActivityAt: row.last_activity_at.toISOString(),
    score: { blacks: row.score_blacks, whites: row.score_whites },
    goals: row.goals,
    endReason: row.ended_reason as liveGame.LiveGameState['endReason'],
    matchId: row.match_id,
  };
}

export async function applyLiveGameEvent(db: QueryExecutorProvider, event: RecordedEvent<LiveGameEvent>) {
  const orgId = event.orgId;
  const locationId = event.streamId.replace(/^live-/, '');
  const { rows } = await sql<LiveGameRow>`
    SELECT * FROM live_games WHERE org_id = ${orgId} AND location_id = ${locationId}`.execute(db);
  const before = rows[0] ? liveStateOf(rows[0]) : liveGame.initialState;
  const s = liveGame.evolve(before, event);
  await sql`
    INSERT INTO live_games (org_id, location_id, live_game_id, mode, blacks, whites, score_blacks,
      score_whites, goals, status, started_at, last_activity_at, ended_reason, match_id)
    VALUES (${orgId}, ${locationId}, ${s.liveGameId}, ${s.mode}, ${JSON.stringify(s.blacks)}::jsonb,
      ${JSON.stringify(s.whites)}::jsonb, ${s.score.blacks}, ${s.score.whites},
      ${JSON.stringify(s.goals)}::jsonb, ${s.status}, ${s.startedAt}, ${s.lastActivityAt},
      ${s.endReason}, ${s.matchId})
    ON CONFLICT (org_id, location_id) DO UPDATE SET live_game_id = EXCLUDED.live_game_id,
      mode = EXCLUDED.mode, blacks = EXCLUDED.blacks, whites = EXCLUDED.whites,
      score_blacks = EXCLUDED.score_blacks, score_whites = EXCLUDED.score_whites,
      goals = EXCLUDED.goals, status = EXCLUDED.status, started_at = EXCLUDED.started_at,
      last_activity_at = EXCLUDED.last_activity_at, ended_reason = EXCLUDED.ended_reason,
      match_id = EXCLUDED.match_id`.execute(db);
}
