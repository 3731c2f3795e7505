import type { RecordedEvent, TourneyEvent } from '@kicker/events';
import { type QueryExecutorProvider, sql } from 'kysely';
import { foldTourney, type TourneyRow } from './tourneys.fold.ts';

/**
 * Applies one tourney event: reads the tourney's row, folds the event into it, writes the result
 * (or deletes the row). Inline, in the append's transaction, so the writer reads its own write.
 */
export async function applyTourneyEvent(db: QueryExecutorProvider, event: RecordedEvent<TourneyEvent>) {
  const key = { orgId: event.orgId, tourneyId: event.data.tourneyId };
  const { rows } = await sql<TourneyRow>`
    SELECT * FROM tourneys WHERE org_id = ${key.orgId} AND tourney_id = ${key.tourneyId}`.execute(db);
  const next = foldTourney(rows[0] ?? null, event);
  if (!next) {
    await sql`DELETE FROM tourneys WHERE org_id = ${key.orgId} AND tourney_id = ${key.tourneyId}`.execute(db);
    return;
  }
  // The plan is jsonb: sent as JSON text, not as a PostgreSQL array.
  const plan = next.plan === null ? null : JSON.stringify(next.plan);
  await sql`
    INSERT INTO tourneys (org_id, tourney_id, name, mode, teams, winning_sets, final_winning_sets, rank3,
      status, created_by, created_at, participants, plan, first_place, second_place, third_place)
    VALUES (${next.org_id}, ${next.tourney_id}, ${next.name}, ${next.mode}, ${next.teams},
      ${next.winning_sets}, ${next.final_winning_sets}, ${next.rank3}, ${next.status}, ${next.created_by},
      ${next.created_at}, ${next.participants}::text[], ${plan}::jsonb, ${next.first_place}::text[],
      ${next.second_place}::text[], ${next.third_place}::text[])
    ON CONFLICT (org_id, tourney_id) DO UPDATE SET status = EXCLUDED.status,
      participants = EXCLUDED.participants, plan = EXCLUDED.plan, first_place = EXCLUDED.first_place,
      second_place = EXCLUDED.second_place, third_place = EXCLUDED.third_place`.execute(db);
}
