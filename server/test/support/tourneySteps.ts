import { randomUUID } from 'node:crypto';
import { tourneyBracket } from '@kicker/events';
import fc from 'fast-check';
import { sql } from 'kysely';
import { type CommandDeps, systemActor } from '../../src/commands/command.ts';
import { runCommand } from '../../src/commands/pipeline.ts';
import {
  createTourney,
  deleteTourney,
  joinTourney,
  launchTourney,
  removeTourneyParticipant,
  resetTourneyPlan,
  scoreTourneyMatch,
} from '../../src/commands/tourney.ts';

// Random tourney histories for the rebuild tests: each step runs a real command (a refusal just
// appends nothing), on a tourney of the organisation picked from the read model.

export const tourneyStep = fc.record({
  kind: fc.constant('tourney' as const),
  // Mostly joins and scores, so that tourneys get launched and played far.
  action: fc.constantFrom(
    ...(['create', 'remove', 'reset', 'delete'] as const),
    ...Array<'join'>(6).fill('join'),
    ...Array<'launch'>(2).fill('launch'),
    ...Array<'score'>(8).fill('score'),
  ),
  pick: fc.nat(),
  mode: fc.constantFrom(1, 2),
  six: fc.boolean(),
});
export type TourneyStep = typeof tourneyStep extends fc.Arbitrary<infer S> ? S : never;

export async function runTourneyStep(
  deps: CommandDeps,
  orgId: string,
  s: TourneyStep,
  { userId }: { userId: string },
) {
  const actor = systemActor(userId);
  const { rows } = await sql<{
    tourney_id: string;
    participants: string[];
    plan: tourneyBracket.BracketRound[] | null;
  }>`SELECT tourney_id, participants, plan FROM tourneys WHERE org_id = ${orgId} ORDER BY tourney_id`.execute(
    deps.db,
  );
  // Scores go to launched tourneys, the rest to any.
  const launched = rows.filter((r) => r.plan);
  const pool = s.action === 'score' && launched.length ? launched : rows;
  const picked = pool[s.pick % Math.max(pool.length, 1)];
  // Without a tourney every step creates one, so histories get far.
  if (s.action === 'create' || !picked) {
    const settings = {
      name: 'Night Cup',
      mode: s.mode,
      rank3: s.six,
      teams: 'random',
      winningSets: 1,
      finalWinningSets: 1,
    };
    const tourneyId = randomUUID();
    return runCommand(deps, createTourney, { orgId, tourneyId, createdBy: userId, ...settings }, actor);
  }
  const on = { orgId, tourneyId: picked.tourney_id };
  switch (s.action) {
    case 'join':
      return runCommand(
        deps,
        joinTourney,
        { ...on, player: { playerId: `p${s.pick % 12}`, isHost: false } },
        actor,
      );
    case 'remove': {
      const playerId = picked.participants[s.pick % Math.max(picked.participants.length, 1)] ?? 'nobody';
      return runCommand(deps, removeTourneyParticipant, { ...on, playerId }, actor);
    }
    case 'launch':
      return runCommand(deps, launchTourney, on, actor);
    case 'score': {
      const playable = (picked.plan ?? []).flatMap((r) => r.matches).filter(tourneyBracket.isPlayable);
      const match = playable[s.pick % Math.max(playable.length, 1)];
      if (!match) return;
      const [scoreHome, scoreAway] = s.six
        ? s.pick % 2
          ? [6, s.pick % 6]
          : [s.pick % 6, 6]
        : [s.pick % 6, 2];
      return runCommand(deps, scoreTourneyMatch, { ...on, matchId: match.id, scoreHome, scoreAway }, actor);
    }
    case 'reset':
      return runCommand(deps, resetTourneyPlan, on, actor);
    case 'delete':
      return runCommand(deps, deleteTourney, on, actor);
  }
}
