import { randomUUID } from 'node:crypto';
import { type DomainError, isDomainError, tourneyBracket } from '@kicker/events';
import { readTourneys } from '@kicker/projections';
import type { Actor, CommandDeps } from '../src/commands/command.ts';
import { runCommand } from '../src/commands/pipeline.ts';
import { createTourney, joinTourney, launchTourney, scoreTourneyMatch } from '../src/commands/tourney.ts';

// The demo league's tourneys (issue 14), through the same commands the app runs: a completed and a
// running 1 vs 1, an open one, and a completed 2 vs 2, so every tab and the bracket show something.

const TOURNEYS = [
  { name: 'Spring Cup', mode: 1, players: 8, rank3: true, scores: Number.POSITIVE_INFINITY },
  { name: 'Autumn Open', mode: 1, players: 13, rank3: true, scores: 6 },
  { name: 'Friday Knockout', mode: 1, players: 5, rank3: false, scores: null },
  { name: 'Doubles Masters', mode: 2, players: 12, rank3: true, scores: Number.POSITIVE_INFINITY },
] as const;

function must<T>(result: T | DomainError, what: string): T {
  if (isDomainError(result)) throw new Error(`demo tourney (${what}): ${result.message}`);
  return result;
}

/** `scores`: how many matches are played after the launch (null: not launched). */
export async function seedDemoTourneys(
  commands: CommandDeps,
  orgId: string,
  playerIds: readonly string[],
  actor: Actor,
  random: () => number,
) {
  for (const spec of TOURNEYS) {
    const settings = {
      name: spec.name,
      mode: spec.mode,
      rank3: spec.rank3,
      teams: 'random',
      winningSets: 1,
      finalWinningSets: 1,
    };
    const on = { orgId, tourneyId: randomUUID() };
    const created = { ...on, createdBy: actor.userId ?? '', ...settings };
    must(await runCommand(commands, createTourney, created, actor), 'create');
    const { tourneyId } = on;
    for (const playerId of playerIds.slice(0, spec.players)) {
      const join = { ...on, player: { playerId, isHost: false } };
      must(await runCommand(commands, joinTourney, join, actor), 'join');
    }
    if (spec.scores === null) continue;
    must(await runCommand(commands, launchTourney, on, actor), 'launch');
    for (let played = 0; played < spec.scores; played++) {
      const [row] = await readTourneys(commands.db, [{ orgId, tourneyId }]);
      const match = row?.plan?.flatMap((r) => r.matches).find(tourneyBracket.isPlayable);
      if (!match) break;
      const loser = Math.floor(random() * 6);
      const [scoreHome, scoreAway] = random() < 0.5 ? [6, loser] : [loser, 6];
      const score = { ...on, matchId: match.id, scoreHome, scoreAway };
      must(await runCommand(commands, scoreTourneyMatch, score, actor), 'score');
    }
  }
}
