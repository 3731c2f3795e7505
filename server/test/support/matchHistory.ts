import { CHALLENGE_NAMES, DEFAULT_RANK_LADDER } from '@kicker/events';
import fc from 'fast-check';
import { type CommandDeps, systemActor } from '../../src/commands/command.ts';
import { changeConfig } from '../../src/commands/config.ts';
import { newMatch, recordMatch } from '../../src/commands/match.ts';
import { changeOrganisation } from '../../src/commands/organisation.ts';
import { runCommand } from '../../src/commands/pipeline.ts';
import { ok } from './commandLeague.ts';

// The steps of a random match history, for the property tests that reach the same rows two ways
// (projections/src/matches/matchRestore.int.test.ts: deleting and restoring; rebuild.int.test.ts:
// a rebuild). Each test mixes them with its own deletions and restores, in its own weights.

/** A match of four of the league's five players (1 vs 1: the first two), `at` hours into the season. */
export const recordStep = fc.record({
  kind: fc.constant('record' as const),
  at: fc.integer({ min: 0, max: 59 * 24 - 1 }),
  players: fc.shuffledSubarray([0, 1, 2, 3, 4], { minLength: 4, maxLength: 4 }),
  doubles: fc.boolean(),
  loser: fc.nat(5),
  six: fc.boolean(),
});
export type RecordStep = typeof recordStep extends fc.Arbitrary<infer S> ? S : never;

/** New rules: the bounty's required wins, the current challenge, the rank ladder, the time zone. */
export const rulesStep = fc.record({
  kind: fc.constant('rules' as const),
  wins: fc.integer({ min: 2, max: 3 }),
  challenge: fc.constantFrom(...CHALLENGE_NAMES),
  ladder: fc.integer({ min: 5, max: 30 }),
  tz: fc.constantFrom('Europe/Berlin', 'Asia/Tokyo'),
});
export type RulesStep = typeof rulesStep extends fc.Arbitrary<infer S> ? S : never;

/** Records the step's match in the organisation (a six-in-a-row only where the loser scored); its id. */
export async function playRecord(
  deps: CommandDeps,
  orgId: string,
  step: RecordStep,
  league: { players: readonly string[]; seasonStart: number; actor: { userId: string } },
): Promise<string> {
  const [a, b, c, d] = step.players.map((i) => league.players[i]!);
  const result = ok(
    await runCommand(
      deps,
      recordMatch,
      newMatch(
        orgId,
        {
          mode: step.doubles ? 2 : 1,
          whites: { defense: a!, offense: step.doubles ? b! : null },
          blacks: { defense: c!, offense: step.doubles ? d! : null },
          scoreWhites: 6,
          scoreBlacks: step.loser,
          sixInARow: step.six && step.loser > 0,
          locationId: null,
        },
        league.actor.userId,
        new Date(league.seasonStart + step.at * 3_600_000),
      ),
      systemActor(league.actor.userId),
    ),
  );
  return result.events[0]!.data.matchId;
}

/** Changes the organisation's rules as the step says; `now` is when the configuration changed. */
export async function playRules(
  deps: CommandDeps,
  orgId: string,
  step: RulesStep,
  actor: { userId: string },
  now: string,
): Promise<void> {
  const by = systemActor(actor.userId);
  ok(
    await runCommand(
      deps,
      changeConfig,
      {
        orgId,
        command: {
          type: 'ChangeConfigValues',
          values: {
            bounty: { bountyPoints: 15, requiredWins: step.wins },
            currentChallenge: { name: step.challenge, description: 'Do it', points: 30, changedOn: null },
          },
          now,
        },
      },
      by,
    ),
  );
  ok(
    await runCommand(
      deps,
      changeConfig,
      {
        orgId,
        command: {
          type: 'ChangeRankLadder',
          ranks: DEFAULT_RANK_LADDER.map((r, i) => ({
            ...r,
            minMmrOneOnOne: i * step.ladder,
            minMmrTwoOnTwo: i * step.ladder,
          })),
        },
      },
      by,
    ),
  );
  ok(
    await runCommand(
      deps,
      changeOrganisation,
      { orgId, command: { type: 'ChangeOrganisationDetails', details: { timeZone: step.tz } } },
      by,
    ),
  );
}
