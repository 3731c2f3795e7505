import { DEFAULT_RANK_LADDER } from '@kicker/events';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyMatch,
  emptyPlayerSeason,
  foldSeason,
  type MatchFacts,
  type Participant,
  type RatingConfig,
  type SeasonRating,
} from './rating.ts';

const config: RatingConfig = {
  ladder: DEFAULT_RANK_LADDER,
  bounty: { bountyPoints: 10, requiredWins: 5 },
  challenge: { name: 'krabbel', points: 50 },
  timeZone: 'Europe/Berlin',
};

let n = 0;
const solo = (playerId: string, team: 'blacks' | 'whites'): Participant => ({
  playerId,
  position: 'defense',
  team,
});
/** A 1 vs 1 match, played at noon Berlin time unless said otherwise. */
const single = (winner: string, loser: string, more: Partial<MatchFacts> = {}): MatchFacts => ({
  matchId: `m${++n}`,
  playedOn: new Date('2026-11-23T11:30:00Z'),
  winners: [solo(winner, 'blacks')],
  losers: [solo(loser, 'whites')],
  scoreLoser: 3,
  sixInARow: false,
  ...more,
});

const play = (matches: MatchFacts[], c: RatingConfig = config) => foldSeason(matches, () => c);
const of = (state: SeasonRating, id: string) => state.get(id) ?? emptyPlayerSeason();

describe('season rating: points and counters', () => {
  it('remembers when each player last played (player selection sorts by it)', () => {
    const { state } = play([
      single('ann', 'bob', { playedOn: new Date('2026-11-23T09:00:00Z') }),
      single('cem', 'ann', { playedOn: new Date('2026-11-24T16:45:00Z') }),
    ]);
    expect(of(state, 'ann').lastPlayedOn).toBe('2026-11-24T16:45:00.000Z');
    expect(of(state, 'bob').lastPlayedOn).toBe('2026-11-23T09:00:00.000Z');
    expect(of(state, 'cem').lastPlayedOn).toBe('2026-11-24T16:45:00.000Z');
    expect(of(state, 'dan').lastPlayedOn).toBeNull();
  });

  it('gives a first winner 20 and keeps the loser at 0 (MMR floor)', () => {
    const { state, outcomes } = play([single('ann', 'bob')]);
    expect(outcomes[0]).toMatchObject({
      mode: 'oneOnOne',
      winnerPoints: 20,
      loserPoints: 10,
      gekrabbelt: false,
      bounty: null,
    });
    expect(of(state, 'ann').oneOnOne).toMatchObject({
      mmr: 20,
      wins: 1,
      loss: 0,
      defenseWins: 1,
      winsBlacks: 1,
      winsInRow: 1,
    });
    expect(of(state, 'bob').oneOnOne).toMatchObject({
      mmr: 0,
      wins: 0,
      loss: 1,
      defenseLoss: 1,
      winsInRow: 0,
    });
    expect(of(state, 'ann').twoOnTwo.mmr).toBe(0);
  });

  it('takes ranks before the match: a higher-ranked winner earns less, the underdog more', () => {
    // ann climbs to 100 (Bronze, rank 2) with five wins over bob (who stays at 0, rank 1).
    const five = Array.from({ length: 5 }, () => single('ann', 'bob'));
    const { state } = play([...five, single('ann', 'bob'), single('bob', 'ann')], {
      ...config,
      bounty: { bountyPoints: 10, requiredWins: 50 }, // no bounty in this story
    });
    // wins 1-5: 20 each (rank 1 vs 1) = 100; win 6 as rank 2 vs rank 1: f(-1) = 16 → 116; then bob (rank 1)
    // beats ann (rank 2): bob +24, ann −12.
    expect(of(state, 'ann').oneOnOne.mmr).toBe(104);
    expect(of(state, 'bob').oneOnOne.mmr).toBe(24);
  });

  it('doubles points for a 6:0 (gekrabbelt) and for six in a row, and counts each', () => {
    const { state, outcomes } = play(
      [
        single('ann', 'bob', { scoreLoser: 0 }),
        single('bob', 'ann', { scoreLoser: 0, sixInARow: true }),
        single('bob', 'ann', { scoreLoser: 4, sixInARow: true }),
      ],
      { ...config, challenge: { name: 'earlyGame', points: 50 } },
    );
    // All three between rank 1 players: f = 20, doubled.
    expect(outcomes.map((o) => [o.winnerPoints, o.loserPoints, o.gekrabbelt])).toEqual([
      [40, 20, true],
      [40, 20, false], // 6:0 with six in a row ticked is not gekrabbelt
      [40, 20, false],
    ]);
    expect(of(state, 'ann').oneOnOne.mmr).toBe(0); // 40 − 20 − 20
    expect(of(state, 'bob').oneOnOne.mmr).toBe(80);
    // DESIGN §6: gekrabbelt counts the crawling (a 6:0 lost), krabbelnLassen the 6:0 won.
    expect(of(state, 'ann')).toMatchObject({
      gekrabbelt: 0,
      krabbelnLassen: 1,
      sixInARowWins: 0,
      sixInARowLoss: 2,
    });
    expect(of(state, 'bob')).toMatchObject({
      gekrabbelt: 1,
      krabbelnLassen: 0,
      sixInARowWins: 2,
      sixInARowLoss: 0,
    });
  });
});

describe('season rating: bounty (SPEC §4, DESIGN §6)', () => {
  const streak = (k: number) => Array.from({ length: k }, (_, i) => single('ann', `victim${i}`));

  it('starts a bounty at the configured wins in a row, and raises it with every further win', () => {
    const four = play(streak(4));
    expect(of(four.state, 'ann').oneOnOne.bounty.bountyPoints).toBe(0);
    const five = play(streak(5));
    const started = of(five.state, 'ann').oneOnOne.bounty;
    expect(started).toMatchObject({
      bountyPoints: 10,
      bountiesStarted: 1,
      startedOn: new Date('2026-11-23T11:30:00Z'),
    });
    expect(five.outcomes.at(-1)!.bounty).toEqual({ isPaid: false, bountyPoints: 10 });
    const seven = play(streak(7));
    expect(of(seven.state, 'ann').oneOnOne.bounty.bountyPoints).toBe(30);
  });

  it('pays the carried bounty to each winner when the carrier loses, then resets it and the streak', () => {
    const hunt = single('bob', 'ann', { playedOn: new Date('2026-11-24T12:00:00Z') });
    const { state, outcomes } = play([...streak(7), hunt]);
    const ann = of(state, 'ann').oneOnOne;
    const bob = of(state, 'bob').oneOnOne;
    expect(outcomes.at(-1)!.bounty).toEqual({ isPaid: true, bountyPoints: 30 });
    expect(ann).toMatchObject({
      winsInRow: 0,
      bounty: { bountyPoints: 0, startedOn: null, lastHunted: hunt.playedOn },
    });
    // ann: five wins at rank 1 (5 × 20), two at rank 2 (2 × 16) = 132; bob (rank 1) beats rank 2: f = 24.
    expect(outcomes.at(-1)).toMatchObject({ winnerPoints: 24, loserPoints: 12 });
    expect(bob.mmr).toBe(24 + 30);
    expect(ann.mmr).toBe(132 - 12);
    expect(bob.bounty).toMatchObject({
      collectedBounty: 30,
      lastCollected: 30,
      lastCollectedDate: hunt.playedOn,
    });
  });

  it('pays both winners of a 2 vs 2 the bounties of both losers', () => {
    const duo = (w: [string, string], l: [string, string]): MatchFacts => ({
      ...single('x', 'y'),
      winners: [
        { playerId: w[0], position: 'defense', team: 'blacks' },
        { playerId: w[1], position: 'offense', team: 'blacks' },
      ],
      losers: [
        { playerId: l[0], position: 'defense', team: 'whites' },
        { playerId: l[1], position: 'offense', team: 'whites' },
      ],
    });
    const c = { ...config, bounty: { bountyPoints: 5, requiredWins: 2 } };
    const { state, outcomes } = play(
      [duo(['a', 'b'], ['c', 'd']), duo(['a', 'b'], ['c', 'd']), duo(['c', 'd'], ['a', 'b'])],
      c,
    );
    expect(outcomes.at(-1)!.bounty).toEqual({ isPaid: true, bountyPoints: 10 });
    expect(of(state, 'c').twoOnTwo.bounty.collectedBounty).toBe(10);
    expect(of(state, 'd').twoOnTwo.bounty.collectedBounty).toBe(10);
    expect(of(state, 'a').twoOnTwo).toMatchObject({ offenseWins: 0, defenseWins: 2, defenseLoss: 1 });
    expect(of(state, 'b').twoOnTwo).toMatchObject({ offenseWins: 2, offenseLoss: 1 });
    expect(of(state, 'a').oneOnOne.wins).toBe(0);
  });
});

describe('season rating: challenges (SPEC §4)', () => {
  const at = (iso: string) => ({ playedOn: new Date(iso) });

  it('gives the krabbel challenge to the winners of a 6:0, once per season', () => {
    const { state, outcomes } = play([
      single('ann', 'bob', { scoreLoser: 0 }),
      single('ann', 'bob', { scoreLoser: 0 }),
    ]);
    expect(outcomes[0]!.challenges).toEqual([{ playerId: 'ann', challenge: 'krabbel', points: 50 }]);
    expect(outcomes[1]!.challenges).toEqual([]);
    expect(of(state, 'ann')).toMatchObject({ challengesWon: ['krabbel'] });
    expect(of(state, 'ann').oneOnOne.mmr).toBe(40 + 50 + 40); // at 90 MMR still rank 1: f = 20, doubled
    expect(of(state, 'bob').challengesWon).toEqual([]);
  });

  it.each([
    ['earlyGame', '2026-11-23T09:59:59Z', true], // 10:59:59 in Berlin
    ['earlyGame', '2026-11-23T10:00:00Z', false], // 11:00 is not before 11:00
    ['lateGame', '2026-11-23T17:00:00Z', false], // 18:00 is not after 18:00
    ['lateGame', '2026-11-23T17:00:01Z', true],
    ['lateGame', '2026-07-23T16:30:00Z', true], // 18:30 in summer time
    ['earlyGame', '2026-07-23T09:30:00Z', false], // 11:30 in summer time
  ] as const)('%s at %s (organisation time zone) won: %s', (name, iso, won) => {
    const { outcomes } = play([single('ann', 'bob', at(iso))], {
      ...config,
      challenge: { name, points: 50 },
    });
    expect(outcomes[0]!.challenges.length).toBe(won ? 1 : 0);
  });

  it('names the weekday of the match in English, in the organisation time zone', () => {
    const { outcomes } = play([single('ann', 'bob', at('2026-11-22T23:30:00Z'))]);
    expect(outcomes[0]!.weekday).toBe('Monday'); // 00:30 on Monday in Berlin
  });
});

describe('season rating: invariants over random seasons (fast-check)', () => {
  const players = ['a', 'b', 'c', 'd', 'e', 'f'];
  const matchArb = fc
    .record({
      double: fc.boolean(),
      order: fc.shuffledSubarray(players, { minLength: 4, maxLength: 4 }),
      scoreLoser: fc.integer({ min: 0, max: 5 }),
      sixInARow: fc.boolean(),
      minutes: fc.integer({ min: 0, max: 60 * 24 * 30 }),
    })
    .map(({ double, order, scoreLoser, sixInARow, minutes }): MatchFacts => {
      const [w1, w2, l1, l2] = order as [string, string, string, string];
      return {
        matchId: `r${++n}`,
        playedOn: new Date(Date.UTC(2026, 10, 1) + minutes * 60_000),
        winners: double
          ? [solo(w1, 'blacks'), { playerId: w2, position: 'offense', team: 'blacks' }]
          : [solo(w1, 'blacks')],
        losers: double
          ? [solo(l1, 'whites'), { playerId: l2, position: 'offense', team: 'whites' }]
          : [solo(l1, 'whites')],
        scoreLoser,
        sixInARow,
      };
    });

  it('keeps MMR and bounties at 0 or more, and counts every match once per player and mode', () => {
    fc.assert(
      fc.property(fc.array(matchArb, { maxLength: 60 }), (matches) => {
        const { state, outcomes } = play(matches);
        for (const mode of ['oneOnOne', 'twoOnTwo'] as const) {
          let played = 0;
          for (const m of matches)
            if ((m.winners.length === 1) === (mode === 'oneOnOne')) played += m.winners.length * 2;
          let counted = 0;
          for (const p of players) {
            const s = of(state, p)[mode];
            expect(s.mmr).toBeGreaterThanOrEqual(0);
            expect(s.bounty.bountyPoints).toBeGreaterThanOrEqual(0);
            expect(s.offenseWins + s.defenseWins).toBe(s.wins);
            expect(s.winsBlacks + s.winsWhites).toBe(s.wins);
            counted += s.wins + s.loss;
          }
          expect(counted).toBe(played);
        }
        // What winners collected is what the outcomes say was paid.
        const paid = outcomes.reduce(
          (sum, o, i) => sum + (o.bounty?.isPaid ? o.bounty.bountyPoints * matches[i]!.winners.length : 0),
          0,
        );
        const collected = players.reduce(
          (sum, p) =>
            sum + of(state, p).oneOnOne.bounty.collectedBounty + of(state, p).twoOnTwo.bounty.collectedBounty,
          0,
        );
        expect(collected).toBe(paid);
      }),
      { numRuns: 150 },
    );
  });

  it('is a fold: a season folded in two parts equals the season folded at once', () => {
    fc.assert(
      fc.property(fc.array(matchArb, { maxLength: 40 }), fc.nat(), (matches, cut) => {
        const k = matches.length === 0 ? 0 : cut % matches.length;
        let state: SeasonRating = play(matches.slice(0, k)).state;
        for (const m of matches.slice(k)) state = applyMatch(state, m, config).state;
        expect(state).toEqual(play(matches).state);
      }),
      { numRuns: 100 },
    );
  });

  // The season fold changes seasons in place for speed; applyMatch (the inline path) must still
  // leave the state it was given as it was, since that state is the caller's.
  it('leaves the state it was given unchanged', () => {
    fc.assert(
      fc.property(fc.array(matchArb, { minLength: 1, maxLength: 30 }), (matches) => {
        const before = play(matches.slice(0, -1)).state;
        const snapshot = structuredClone(before);
        const after = applyMatch(before, matches.at(-1)!, config).state;
        expect(before).toEqual(snapshot);
        expect(after).toEqual(play(matches).state);
      }),
      { numRuns: 100 },
    );
  });
});
