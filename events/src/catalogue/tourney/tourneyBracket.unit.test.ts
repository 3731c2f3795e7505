import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decide, evolve, initialState } from './tourney.decider.ts';
import type { TourneyEvent } from './tourney.events.ts';
import { type Bracket, buildBracket, drawSides, isPlayable, roundIds } from './tourneyBracket.ts';

// DESIGN §13: the bracket over every count it takes (2..32 sides in 1 vs 1, 4..64 players in
// 2 vs 2), a random draw and random results entered in a random order among the playable matches.

const tourneyId = 't';
const created = (mode: 1 | 2, rank3: boolean): TourneyEvent => ({
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

const counts = fc.oneof(
  fc.record({ mode: fc.constant(1 as const), players: fc.integer({ min: 2, max: 32 }) }),
  fc.record({ mode: fc.constant(2 as const), players: fc.integer({ min: 2, max: 32 }).map((n) => 2 * n) }),
);

const MAY = { createTourneys: true, runTourneys: true, joinTourneys: true, scoreTourneyMatches: true };
const allMatches = (b: Bracket) => b.rounds.flatMap((r) => r.matches.map((m) => ({ round: r.id, m })));
const key = (players: readonly string[]) => [...players].sort().join('+');

describe('the tourney bracket (property)', () => {
  it('plays every drawn plan to one champion, with byes only where SPEC allows them', () => {
    fc.assert(
      fc.property(counts, fc.boolean(), fc.infiniteStream(fc.nat()), (count, rank3, randomness) => {
        const random = randomness[Symbol.iterator]();
        const randomInt = (n: number) => random.next().value % n;
        const participants = Array.from({ length: count.players }, (_, i) => `p${i}`);
        const sides = drawSides(participants, count.mode, randomInt);
        expect(sides.flat().sort()).toEqual([...participants].sort());
        expect(sides.every((s) => s.length === count.mode)).toBe(true);

        const events: TourneyEvent[] = [
          created(count.mode, rank3),
          ...participants.map(
            (playerId): TourneyEvent => ({ type: 'TourneyJoined', data: { tourneyId, playerId } }),
          ),
          { type: 'TourneyLaunched', data: { tourneyId, sides } },
        ];
        let state = events.reduce(evolve, initialState);
        const start = state.bracket!;
        const first = start.rounds[0]!;
        expect(start.rounds.map((r) => r.id)).toEqual(roundIds(sides.length, rank3));

        // Every real side is in the first round once; a bye never meets a bye; byes only there.
        const inFirst = first.matches.flatMap((m) => [m.home, m.away]).filter((s) => !s.isBye);
        expect(inFirst.map((s) => key(s.players)).sort()).toEqual(sides.map(key).sort());
        expect(first.matches.every((m) => !(m.home.isBye && m.away.isBye))).toBe(true);
        expect(
          allMatches(start).filter(({ round, m }) => round !== first.id && (m.home.isBye || m.away.isBye)),
        ).toEqual([]);
        // A bye is decided at launch for its real side.
        for (const m of first.matches.filter((x) => x.away.isBye))
          expect(m).toMatchObject({ isLocked: true, winner: 'home' });

        // Random results in a random order among the playable matches, some first without a 6.
        let played = 0;
        for (;;) {
          const playable = allMatches(state.bracket!).filter(({ m }) => isPlayable(m));
          if (playable.length === 0) break;
          const { m } = playable[randomInt(playable.length)]!;
          const loser = randomInt(6);
          const homeWins = randomInt(2) === 0;
          const steps: [number, number][] = randomInt(3) === 0 ? [[loser, Math.min(loser, 5)]] : [];
          steps.push(homeWins ? [6, loser] : [loser, 6]);
          for (const [scoreHome, scoreAway] of steps) {
            // Through the decider: every playable match takes its score, also after the final.
            const decided = decide(
              { type: 'ScoreTourneyMatch', matchId: m.id, scoreHome, scoreAway },
              state,
              MAY,
            );
            if (!Array.isArray(decided)) expect.fail(`${m.id} ${scoreHome}:${scoreAway}: ${decided.message}`);
            events.push(...decided);
            state = decided.reduce(evolve, state);
          }
          played++;
        }

        const end = state.bracket!;
        const final = end.rounds.at(-1)!.matches[0]!;
        expect(state.status).toBe('completed');
        expect(allMatches(end).every(({ m }) => m.isLocked)).toBe(true);
        const winner = final.winner === 'home' ? final.home : final.away;
        const loser = final.winner === 'home' ? final.away : final.home;
        expect(end.firstPlace).toEqual(winner.players);
        expect(end.secondPlace).toEqual(loser.players);
        expect(end.firstPlace).toHaveLength(count.mode);
        // Exactly one champion: every other side lost exactly one match.
        const losers = allMatches(end).flatMap(({ round, m }) =>
          round === 1 || m.home.isBye || m.away.isBye
            ? []
            : [key((m.winner === 'home' ? m.away : m.home).players)],
        );
        expect(new Set(losers).size).toBe(sides.length - 1);
        expect(losers).not.toContain(key(end.firstPlace));
        // Matches played: one per side knocked out (byes knock out no one), plus the small final.
        const smallFinal = end.rounds.find((r) => r.id === 1);
        expect(played).toBe(sides.length - 1 + (smallFinal ? 1 : 0));

        // Third place: the small final's winner; with 3 sides the loser of the real semi-final.
        if (smallFinal) {
          const m = smallFinal.matches[0]!;
          expect(end.thirdPlace).toEqual((m.winner === 'home' ? m.home : m.away).players);
        } else if (rank3 && sides.length === 3) {
          const semi = first.matches.find((x) => !x.away.isBye)!;
          const m = end.rounds[0]!.matches.find((x) => x.id === semi.id)!;
          expect(end.thirdPlace).toEqual((m.winner === 'home' ? m.away : m.home).players);
        } else expect(end.thirdPlace).toEqual([]);

        // Folding the events again gives the live state (rebuild = live).
        expect(events.reduce(evolve, initialState)).toEqual(state);
      }),
      { numRuns: 400 },
    );
  });

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
