import type { ReadModels } from '../reads.ts';
import type { ReadModelTables } from '../tables.ts';

export type MatchGoal = ReadModelTables['match_goals']['goals'][number];

/** A match's goal timeline and the live game it was played as. */
export interface MatchTimeline {
  liveGameId: string;
  goals: MatchGoal[];
}

/** The goal timelines of these matches, in the order of `keys` (null for a match not played live). */
export async function readMatchGoals(
  db: ReadModels,
  keys: readonly { orgId: string; matchId: string }[],
): Promise<(MatchTimeline | null)[]> {
  if (keys.length === 0) return [];
  const rows = await db
    .selectFrom('match_goals')
    .select(['org_id', 'match_id', 'live_game_id', 'goals'])
    .where((eb) =>
      eb.or(keys.map((k) => eb.and([eb('org_id', '=', k.orgId), eb('match_id', '=', k.matchId)]))),
    )
    .execute();
  const byKey = new Map(
    rows.map((r) => [`${r.org_id}\u0000${r.match_id}`, { liveGameId: r.live_game_id, goals: r.goals }]),
  );
  return keys.map((k) => byKey.get(`${k.orgId}\u0000${k.matchId}`) ?? null);
}
