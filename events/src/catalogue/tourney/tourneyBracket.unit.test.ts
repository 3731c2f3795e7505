import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decide, evolve, initialState } from './tourney.decider.ts';
import type { TourneyEvent } from './tourney.events.ts';
import {
  type Bracket,
  type BracketMatch,
  type BracketSide,
  buildBracket,
  drawSides,
  findMatch,
  isPlayable,
  recordScore,
  roundIds,
} from './tourneyBracket.ts';
import { correctionProblem, correctScore } from './tourneyCorrection.ts';
import { TOURNEY_MESSAGES, type TourneyMode } from './tourneyRules.ts';

// DESIGN §13: the bracket over every count it takes, each count on its own (2..32 players in 1 vs 1,
// every even count 4..64 in 2 vs 2; 32 sides at most), with and without the small final: a random
// draw and random results entered through the decider in a random order among the playable matches.

const tourneyId = 't';
const created = (mode: TourneyMode, rank3: boolean): TourneyEvent => ({
  type: 'TourneyCreated',
  data: {
    tourneyId,
    name: 'Property Cup',
    mode,
    teams: 'random',
    winningSets: 1,
    finalWinningSets: 1,
    rank3,
    createdBy: 'u',
  },
});

/** Every count the issue names, none left to chance. */
const COUNTS: { mode: TourneyMode; players: number }[] = [
  ...Array.from({ length: 31 }, (_, i) => ({ mode: 1 as const, players: i + 2 })),
  ...Array.from({ length: 31 }, (_, i) => ({ mode: 2 as const, players: 2 * (i + 2) })),
];
/** Draws and result orders per count and rank3 (124 properties): the file stays within seconds. */
const RUNS = 4;

const MAY = { createTourneys: true, runTourneys: true, joinTourneys: true, scoreTourneyMatches: true };
const allMatches = (b: Bracket) => b.rounds.flatMap((r) => r.matches.map((m) => ({ round: r.id, m })));
const key = (players: readonly string[]) => [...players].sort().join('+');
const keys = (sides: readonly BracketSide[]) => sides.map((s) => key(s.players)).sort();
const winnerOf = (m: BracketMatch) => (m.winner === 'home' ? m.home : m.away);
const loserOf = (m: BracketMatch) => (m.winner === 'home' ? m.away : m.home);

/** Launches `players` participants drawn by `randomInt`, then plays every match to the end. */
function playOut(mode: TourneyMode, players: number, rank3: boolean, randomInt: (n: number) => number) {
  const participants = Array.from({ length: players }, (_, i) => `p${i}`);
  const sides = drawSides(participants, mode, randomInt);
  const events: TourneyEvent[] = [
    created(mode, rank3),
    ...participants.map(
      (playerId): TourneyEvent => ({ type: 'TourneyJoined', data: { tourneyId, playerId } }),
    ),
    { type: 'TourneyLaunched', data: { tourneyId, sides } },
  ];
  let state = events.reduce(evolve, initialState);
  const start = structuredClone(state.bracket!);
  // Random results in a random order among the playable matches, some first without a 6.
  let played = 0;
  for (;;) {
    const playable = allMatches(state.bracket!).filter(({ m }) => isPlayable(m));
    if (playable.length === 0) break;
    const { m } = playable[randomInt(playable.length)]!;
    const loser = randomInt(6);
    const steps: [number, number][] = randomInt(3) === 0 ? [[loser, Math.min(loser, 5)]] : [];
    steps.push(randomInt(2) === 0 ? [6, loser] : [loser, 6]);
    for (const [scoreHome, scoreAway] of steps) {
      // Through the decider: every playable match takes its score, also after the final.
      const decided = decide({ type: 'ScoreTourneyMatch', matchId: m.id, scoreHome, scoreAway }, state, MAY);
      if (!Array.isArray(decided)) expect.fail(`${m.id} ${scoreHome}:${scoreAway}: ${decided.message}`);
      events.push(...decided);
      state = decided.reduce(evolve, state);
    }
    played++;
  }
  return { participants, sides, events, start, state, played };
}

describe('the tourney bracket (property, every participant count)', () => {
  it.each(COUNTS)(
    'plays $players players in $mode vs $mode to one champion and its places',
    ({ mode, players }) => {
      for (const rank3 of [true, false])
        fc.assert(
          fc.property(fc.infiniteStream(fc.nat()), (randomness) => {
            const random = randomness[Symbol.iterator]();
            const randomInt = (n: number) => random.next().value % n;
            const { participants, sides, events, start, state, played } = playOut(
              mode,
              players,
              rank3,
              randomInt,
            );

            // The draw: every participant in exactly one side of `mode` players.
            expect(sides.flat().sort()).toEqual([...participants].sort());
            expect(sides.every((s) => s.length === mode)).toBe(true);
            expect(start.rounds.map((r) => r.id)).toEqual(roundIds(sides.length, rank3));

            // At launch: every real side in the first round once, a bye never meets a bye, byes only
            // there, each decided for its real side at once.
            const first = start.rounds[0]!;
            const inFirst = first.matches.flatMap((m) => [m.home, m.away]).filter((s) => !s.isBye);
            expect(keys(inFirst)).toEqual(sides.map(key).sort());
            expect(first.matches.every((m) => !m.home.isBye)).toBe(true);
            expect(
              allMatches(start).filter(
                ({ round, m }) => round !== first.id && (m.home.isBye || m.away.isBye),
              ),
            ).toEqual([]);
            for (const m of first.matches.filter((x) => x.away.isBye))
              expect(m).toMatchObject({ isLocked: true, winner: 'home', scoreHome: null, scoreAway: null });

            // At the end: every match decided; every real side played its first match (a 6 on one
            // side) or went on by its bye.
            const end = state.bracket!;
            expect(state.status).toBe('completed');
            expect(allMatches(end).every(({ m }) => m.isLocked && m.winner !== null)).toBe(true);
            for (const m of end.rounds[0]!.matches) {
              if (m.away.isBye) expect(m).toMatchObject({ winner: 'home', scoreHome: null, scoreAway: null });
              else expect([m.scoreHome, m.scoreAway]).toContain(6);
            }

            // Advancement: each round holds exactly the winners of the round before; the final the
            // semi-final winners, the small final their losers.
            const round = (id: number) => end.rounds.find((r) => r.id === id);
            for (const r of end.rounds.filter((x) => x.id > 2))
              expect(keys(round(r.id - 1)!.matches.flatMap((m) => [m.home, m.away]))).toEqual(
                keys(r.matches.map(winnerOf)),
              );
            const semis = round(2);
            const final = round(0)!.matches[0]!;
            if (semis) {
              expect(keys([final.home, final.away])).toEqual(keys(semis.matches.map(winnerOf)));
              const small = round(1)?.matches[0];
              if (small) expect(keys([small.home, small.away])).toEqual(keys(semis.matches.map(loserOf)));
            }

            // Exactly one champion: every other side lost exactly one match (the small final aside).
            expect(end.firstPlace).toEqual(winnerOf(final).players);
            expect(end.secondPlace).toEqual(loserOf(final).players);
            expect(end.firstPlace).toHaveLength(mode);
            expect(end.secondPlace).toHaveLength(mode);
            const losers = allMatches(end).flatMap(({ round: id, m }) =>
              id === 1 || m.away.isBye ? [] : [key(loserOf(m).players)],
            );
            expect(new Set(losers).size).toBe(sides.length - 1);
            expect(losers).toHaveLength(sides.length - 1);
            expect(losers).not.toContain(key(end.firstPlace));
            // Matches played: one per side knocked out (byes knock out no one), plus the small final.
            const smallFinal = round(1);
            expect(played).toBe(sides.length - 1 + (smallFinal ? 1 : 0));

            // Third place: the small final's winner (rank3 and 4 or more sides); with 3 sides the
            // loser of the one real semi-final; none without rank3 or with 2 sides.
            if (!rank3 || sides.length === 2) {
              expect(smallFinal).toBeUndefined();
              expect(end.thirdPlace).toEqual([]);
            } else if (sides.length === 3) {
              expect(smallFinal).toBeUndefined();
              const semi = semis!.matches.find((x) => !x.away.isBye)!;
              expect(end.thirdPlace).toEqual(loserOf(semi).players);
            } else {
              expect(end.thirdPlace).toEqual(winnerOf(smallFinal!.matches[0]!).players);
              expect(end.thirdPlace).toHaveLength(mode);
            }
            const placed = [end.firstPlace, end.secondPlace, end.thirdPlace]
              .filter((p) => p.length > 0)
              .map(key);
            expect(new Set(placed).size).toBe(placed.length);

            // Folding the events again gives the live state (rebuild = live).
            expect(events.reduce(evolve, initialState)).toEqual(state);
          }),
          { numRuns: RUNS },
        );
    },
  );

  it('puts the byes at the end of the first round, one per match (5 sides)', () => {
    const b = buildBracket([['a'], ['b'], ['c'], ['d'], ['e']], true);
    expect(b.rounds.map((r) => r.name)).toEqual(['Quarter Final', 'Semi Final', 'Small Final', 'Final']);
    expect(b.rounds[0]!.matches.map((m) => [m.home.players, m.away.isBye])).toEqual([
      [['a'], false],
      [['c'], true],
      [['d'], true],
      [['e'], true],
    ]);
    expect(b.rounds[1]!.matches.map((m) => [m.home.players, m.away.players])).toEqual([
      [['c'], ['d']],
      [['e'], []],
    ]);
  });
});

describe('correcting a decided score (issue 28)', () => {
  const sides = [['a'], ['b'], ['c'], ['d'], ['e'], ['f'], ['g'], ['h']];
  type Entry = [matchId: string, home: number, away: number];
  /** The bracket from the draw with these scores entered in this order (the reference). */
  const entered = (entries: readonly Entry[]) =>
    entries.reduce((b, [id, home, away]) => recordScore(b, id, home, away), buildBracket(sides, true));
  const strip = (b: Bracket) =>
    JSON.parse(JSON.stringify(b, (key, value) => (key === 'decidedAs' ? undefined : value)));
  // Quarter-finals decided out of order: the order puts the winners into the semi-finals' slots.
  const results: Entry[] = [
    ['3-2', 6, 1],
    ['3-0', 6, 4],
    ['3-3', 2, 6],
    ['3-1', 5, 6],
  ];

  it('decides the bracket again exactly as if the corrected score had been entered', () => {
    const bracket = entered(results);
    expect(correctionProblem(bracket, '3-0', 4, 6)).toBeNull();
    const corrected = correctScore(bracket, '3-0', 4, 6);
    expect(strip(corrected)).toEqual(
      strip(entered(results.map((r) => (r[0] === '3-0' ? ['3-0', 4, 6] : r)))),
    );
    // b took a's place: the same slot of the same semi-final.
    const semi = findMatch(corrected, '2-0')!.match;
    expect([semi.home.players, semi.away.players]).toEqual([['e'], ['b']]);
    // A 6 typed too early: 5:4 takes the match back; nothing else had depended on it.
    expect(correctionProblem(entered(results.slice(0, 1)), '3-2', 5, 4)).toBeNull();
    const open = correctScore(entered(results.slice(0, 1)), '3-2', 5, 4);
    expect(findMatch(open, '3-2')!.match).toMatchObject({ isLocked: false, winner: null, scoreHome: 5 });
    expect(findMatch(open, '2-0')!.match.home.players).toEqual([]);
  });

  it('refuses once the next match has a score, for an undecided match, and where other results would move', () => {
    // e (3-2) and a (3-0) play the first semi-final, h (3-3) and d (3-1) the second.
    const bracket = recordScore(entered(results), '2-0', 3, 2);
    expect(correctionProblem(bracket, '3-2', 1, 6)).toBe(TOURNEY_MESSAGES.correctionTooLate);
    expect(correctionProblem(bracket, '3-0', 4, 6)).toBe(TOURNEY_MESSAGES.correctionTooLate);
    expect(correctionProblem(bracket, '3-3', 6, 2)).toBeNull();
    expect(correctionProblem(entered(results.slice(0, 1)), '3-0', 6, 1)).toBe(TOURNEY_MESSAGES.notDecidedYet);
    expect(correctionProblem(bracket, '3-3', 7, 1)).toBe(TOURNEY_MESSAGES.invalidScore);
    // Taking 3-2 back would move c and b (decided after it) to other slots: refused.
    expect(correctionProblem(entered(results), '3-2', 5, 4)).toBe(TOURNEY_MESSAGES.correctionTooLate);
  });

  it('moves a semi-final loser into the small final and a final to the other champion', () => {
    const semis: Entry[] = [...results, ['2-0', 6, 0], ['2-1', 1, 6]];
    const bracket = entered(semis);
    const corrected = correctScore(bracket, '2-0', 0, 6);
    expect(strip(corrected)).toEqual(strip(entered(semis.map((r) => (r[0] === '2-0' ? ['2-0', 0, 6] : r)))));
    const done = entered([...semis, ['1-0', 6, 2], ['0-0', 6, 5]]);
    const flipped = correctScore(done, '0-0', 5, 6);
    expect([flipped.firstPlace, flipped.secondPlace]).toEqual([done.secondPlace, done.firstPlace]);
    expect(flipped.thirdPlace).toEqual(done.thirdPlace);
  });
});
