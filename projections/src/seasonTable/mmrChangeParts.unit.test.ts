import { DEFAULT_RANK_LADDER } from '@kicker/events';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mmrChangeParts } from './mmrChangeParts.ts';
import { applyMatch, type MatchFacts, type RatingConfig, type SeasonRating } from './rating.ts';

// Bounties after two wins and the krabbel challenge (any 6:0), so random seasons pay bounties,
// win challenges and push losers against the 0 floor often.
const config: RatingConfig = {
  ladder: DEFAULT_RANK_LADDER,
  bounty: { bountyPoints: 15, requiredWins: 2 },
  challenge: { name: 'krabbel', points: 50 },
  timeZone: 'Europe/Berlin',
};

const at = (playerId: string, team: 'blacks' | 'whites', position: 'defense' | 'offense' = 'defense') => ({
  playerId,
  team,
  position,
});

let n = 0;
const single = (winner: string, loser: string, scoreLoser: number): MatchFacts => ({
  matchId: `m${++n}`,
  playedOn: new Date('2026-11-23T11:30:00Z'),
  winners: [at(winner, 'blacks')],
  losers: [at(loser, 'whites')],
  scoreLoser,
  sixInARow: false,
});

/** Plays the matches in order; each player's change and its parts, per match. */
function playAndExplain(matches: readonly MatchFacts[]) {
  let state: SeasonRating = new Map();
  return matches.map((match) => {
    const mode = match.winners.length === 1 ? 'oneOnOne' : 'twoOnTwo';
    const before = (id: string, s: SeasonRating) => s.get(id)?.[mode].mmr ?? 0;
    const { state: next, outcome } = applyMatch(state, match, config);
    const paidBounty = outcome.bounty?.isPaid ? outcome.bounty.bountyPoints : 0;
    const players = [
      ...match.winners.map((p) => ({ p, won: true })),
      ...match.losers.map((p) => ({ p, won: false })),
    ];
    const explained = players.map(({ p, won }) => {
      const change = before(p.playerId, next) - before(p.playerId, state);
      const parts = mmrChangeParts(
        { change, won },
        { winnerPoints: outcome.winnerPoints, loserPoints: outcome.loserPoints, paidBounty },
      );
      return { playerId: p.playerId, won, change, mmrBefore: before(p.playerId, state), parts };
    });
    state = next;
    return { outcome, explained };
  });
}

describe('the parts of an MMR change', () => {
  it('explains a 6:0 that won the challenge: 40 match points + 50 challenge bonus; the loser clamped at 0', () => {
    const [first] = playAndExplain([single('ann', 'bob', 0)]);
    expect(first!.explained).toEqual([
      {
        playerId: 'ann',
        won: true,
        change: 90,
        mmrBefore: 0,
        parts: { matchPoints: 40, bounty: 0, challengeBonus: 50, clampedAtZero: false },
      },
      {
        playerId: 'bob',
        won: false,
        change: 0,
        mmrBefore: 0,
        parts: { matchPoints: -20, bounty: 0, challengeBonus: 0, clampedAtZero: true },
      },
    ]);
  });

  it('gives the challenge bonus once: a second 6:0 is match points only', () => {
    const [, second] = playAndExplain([single('ann', 'bob', 0), single('ann', 'bob', 0)]);
    expect(second!.explained[0]!.parts.challengeBonus).toBe(0);
    expect(second!.explained[0]!.change).toBe(second!.explained[0]!.parts.matchPoints);
  });

  it('names a collected bounty and a loser who lost part of the match points before reaching 0', () => {
    const seasons = playAndExplain([
      single('ann', 'bob', 3),
      single('ann', 'cem', 3), // ann starts a bounty of 15
      single('dan', 'ann', 3), // dan collects it
    ]);
    const collected = seasons[2]!.explained;
    expect(collected[0]!.parts).toMatchObject({ bounty: 15, challengeBonus: 0 });
    expect(collected[0]!.change).toBe(collected[0]!.parts.matchPoints + 15);
    const ann = collected[1]!;
    expect(ann.mmrBefore).toBeGreaterThan(0);
    expect(ann.change + Math.min(ann.mmrBefore, -ann.parts.matchPoints)).toBe(0);
    expect(ann.parts.clampedAtZero).toBe(ann.mmrBefore < -ann.parts.matchPoints);
  });

  it('adds up to every change of random seasons, as rateMatch made it', () => {
    const players = ['a', 'b', 'c', 'd', 'e'];
    const matchArb = fc
      .record({
        double: fc.boolean(),
        order: fc.shuffledSubarray(players, { minLength: 4, maxLength: 4 }),
        scoreLoser: fc.integer({ min: 0, max: 5 }),
        sixInARow: fc.boolean(),
      })
      .map(({ double, order, scoreLoser, sixInARow }): MatchFacts => {
        const [w1, w2, l1, l2] = order as [string, string, string, string];
        return {
          ...single(w1, l1, scoreLoser),
          sixInARow,
          ...(double && {
            winners: [at(w1, 'blacks'), at(w2, 'blacks', 'offense')],
            losers: [at(l1, 'whites'), at(l2, 'whites', 'offense')],
          }),
        };
      });
    fc.assert(
      fc.property(fc.array(matchArb, { minLength: 1, maxLength: 40 }), (matches) => {
        for (const { outcome, explained } of playAndExplain(matches))
          for (const e of explained) {
            const { matchPoints, bounty, challengeBonus, clampedAtZero } = e.parts;
            if (e.won) {
              expect(matchPoints + bounty + challengeBonus).toBe(e.change);
              const won = outcome.challenges.find((c) => c.playerId === e.playerId);
              expect(challengeBonus).toBe(won ? won.points : 0);
              expect(clampedAtZero).toBe(false);
            } else {
              expect(e.change + Math.min(e.mmrBefore, -matchPoints)).toBe(0);
              expect(clampedAtZero).toBe(e.mmrBefore < -matchPoints);
              expect(bounty + challengeBonus).toBe(0);
            }
          }
      }),
      { numRuns: 150 },
    );
  });
});
