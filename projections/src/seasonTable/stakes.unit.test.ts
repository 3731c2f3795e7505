import { DEFAULT_RANK_LADDER } from '@kicker/events';
import { describe, expect, it } from 'vitest';
import { foldSeason, type MatchFacts, type RatingConfig } from './rating.ts';
import { type StakeLineup, stakesOf } from './stakes.ts';

// The stakes of a live game are the rating rules' own outcome for each side winning: checked here
// against the season fold recording that very match.

const config: RatingConfig = {
  ladder: DEFAULT_RANK_LADDER.map((r, i) => ({ ...r, minMmrOneOnOne: i * 20, minMmrTwoOnTwo: i * 20 })),
  bounty: { bountyPoints: 10, requiredWins: 2 },
  challenge: { name: 'krabbel', points: 50 },
  timeZone: 'Europe/Berlin',
};
const at = new Date('2026-11-26T12:00:00Z');
let n = 0;
const single = (winner: string, loser: string, scoreLoser = 3): MatchFacts => ({
  matchId: `m${++n}`,
  playedOn: at,
  winners: [{ playerId: winner, position: 'defense', team: 'whites' }],
  losers: [{ playerId: loser, position: 'defense', team: 'blacks' }],
  scoreLoser,
  sixInARow: false,
});
const oneOnOne = (whites: string, blacks: string): StakeLineup => ({
  mode: 1,
  whites: { defense: whites, offense: null },
  blacks: { defense: blacks, offense: null },
});

describe('stakes of a live game', () => {
  it('are 20 to win and 10 to lose between newcomers', () => {
    expect(stakesOf(new Map(), oneOnOne('ann', 'bob'), config, at)).toEqual({
      whites: { win: 20, loss: 10 },
      blacks: { win: 20, loss: 10 },
    });
  });

  it("equal the recorded match's points, with ranks apart and a bounty to collect, before any doubling", () => {
    // Ann wins three times: her rank rises and she carries a bounty (two wins in a row start one).
    const history = [single('ann', 'bob'), single('ann', 'cem'), single('ann', 'bob')];
    const { state } = foldSeason(history, () => config);
    const stakes = stakesOf(state, oneOnOne('cem', 'ann'), config, at);
    for (const [winner, loser, side, other] of [
      ['cem', 'ann', 'whites', 'blacks'],
      ['ann', 'cem', 'blacks', 'whites'],
    ] as const) {
      // 6:0 is doubled: the stakes are the points before the doubling, the bounty on top.
      for (const scoreLoser of [4, 0]) {
        const { outcomes } = foldSeason([...history, single(winner, loser, scoreLoser)], () => config);
        const o = outcomes.at(-1)!;
        const factor = scoreLoser === 0 ? 2 : 1;
        const bounty = o.bounty?.isPaid ? o.bounty.bountyPoints : 0;
        expect(o.winnerPoints).toBe((stakes[side].win - bounty) * factor);
        expect(o.loserPoints).toBe(stakes[other].loss * factor);
        if (winner === 'cem') expect(bounty).toBeGreaterThan(0);
      }
    }
    // Cem collects Ann's bounty if he wins; Ann's win is worth less (she outranks him).
    expect(stakes.whites.win).toBeGreaterThan(stakes.blacks.win);
  });
});
