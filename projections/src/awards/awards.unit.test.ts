import { DEFAULT_RANK_LADDER } from '@kicker/events';
import { describe, expect, it } from 'vitest';
import type { PairRow } from '../pairs/pairs.fold.ts';
import type { SeasonMatch } from '../seasonFold/contract.ts';
import { foldSeasonMatches } from '../seasonFold/foldSeason.ts';
import { seasonFold } from '../seasonFold/members.ts';
import type { RatingConfig } from '../seasonTable/rating.ts';
import type { SeasonTableRow } from '../seasonTable/seasonTable.fold.ts';
import { type AwardName, type StatsEntry, seasonAwards } from './awards.ts';

// SPEC §9 awards on constructed histories: the season fold's rows of a season, then the awards.

const config: RatingConfig = {
  ladder: DEFAULT_RANK_LADDER,
  bounty: { bountyPoints: 10, requiredWins: 5 },
  challenge: { name: 'earlyGame', points: 50 },
  timeZone: 'UTC',
};

let position = 0;
/** A match won 6:loser by `winners` against `losers` (one player each: 1 vs 1, two: 2 vs 2). */
function match(winners: string[], losers: string[], loser = 3, sixInARow = false): SeasonMatch {
  position += 10;
  const side = (ids: string[], team: 'whites' | 'blacks') =>
    ids.map((playerId, i) => ({
      playerId,
      team,
      position: i === 0 ? ('defense' as const) : ('offense' as const),
    }));
  return {
    matchId: `m${position}`,
    position,
    // Afternoons: no early or late game challenge points.
    playedOn: new Date(Date.UTC(2026, 2, 2, 14, 0, position)),
    winners: side(winners, 'whites'),
    losers: side(losers, 'blacks'),
    scoreWinner: 6,
    scoreLoser: loser,
    sixInARow,
  };
}

function awards(matches: SeasonMatch[]): Partial<Record<AwardName, { players: string[]; value: number }>> {
  const { state } = foldSeasonMatches(seasonFold, matches, () => config);
  const [, stats, pairs] = state.statistics;
  const statsRows = [...stats!.entries()].map(([r, p]) => ({ ...(r as StatsEntry), last_position: p }));
  const table = [...state.rating.entries()].map(([r, p]) => {
    const row = r as SeasonTableRow;
    return {
      player_id: row.player_id,
      mmr_one_on_one: row.mmr_one_on_one,
      mmr_two_on_two: row.mmr_two_on_two,
      two_on_two_matches: row.rating.twoOnTwo.wins + row.rating.twoOnTwo.loss,
      last_position: p,
    };
  });
  // As queries.ts orders them: most first, then who got there first, then the lower id.
  const top = (value: keyof PairRow, at: keyof PairRow) =>
    [...pairs!.entries()]
      .map(([r]) => r as PairRow)
      .filter((r) => (r[value] as number) > 0)
      .sort(
        (a, b) =>
          (b[value] as number) - (a[value] as number) ||
          (a[at] as number) - (b[at] as number) ||
          a.player_id.localeCompare(b.player_id),
      )[0] ?? null;
  const result = seasonAwards({
    stats: statsRows,
    table,
    topPartners: top('together', 'together_at'),
    topVictory: top('won_against', 'won_against_at'),
  });
  return Object.fromEntries(result.map((a) => [a.award, { players: a.playerIds, value: a.value }]));
}

describe('season awards (SPEC §9)', () => {
  it('gives no award before the first match', () => {
    expect(awards([])).toEqual({});
  });

  it('gives Busy as a Bee the most wins over both modes, and of two tied only the first to get there', () => {
    const a = awards([
      match(['ann'], ['bob']),
      match(['cid'], ['dan']),
      match(['cid', 'eve'], ['ann', 'bob']), // cid reaches 2 wins first
      match(['ann', 'bob'], ['dan', 'eve']), // ann reaches 2 wins later
    ]);
    expect(a.busyAsABee).toEqual({ players: ['cid'], value: 2 });
  });

  it('gives Serial Winner the longest run of wins, only above 0, and the first of two equal runs', () => {
    expect(awards([match(['ann'], ['bob'])]).serialWinner).toEqual({ players: ['ann'], value: 1 });
    const a = awards([
      match(['bob'], ['cid']),
      match(['bob'], ['cid']),
      match(['ann'], ['dan']),
      match(['ann'], ['dan']), // ann's run of 2 comes after bob's
      match(['cid'], ['bob']),
    ]);
    expect(a.serialWinner).toEqual({ players: ['bob'], value: 2 });
  });

  it('counts a run of wins across both modes, broken by any loss', () => {
    const a = awards([
      match(['ann'], ['bob']),
      match(['ann', 'cid'], ['bob', 'dan']),
      match(['ann'], ['dan']),
      match(['bob'], ['ann']),
      match(['ann'], ['bob']),
    ]);
    expect(a.serialWinner).toEqual({ players: ['ann'], value: 3 });
  });

  it('gives Getting Carried? the highest 2 vs 2 over 1 vs 1 MMR, the 1 vs 1 MMR counted as at least 1', () => {
    const a = awards([
      match(['ann', 'bob'], ['cid', 'dan']), // ann and bob: 20 in 2 vs 2, 0 in 1 vs 1
      match(['bob'], ['cid']), // bob: 20 in 1 vs 1
    ]);
    // ann: 20 / max(1, 0) = 20; bob: 20 / 20 = 1.
    expect(a.gettingCarried).toEqual({ players: ['ann'], value: 20 });
  });

  it('gives Death Cheater the most 1:6 losses and Unlucky Winner the most 6:1 wins', () => {
    const a = awards([match(['ann'], ['bob'], 1), match(['ann'], ['bob'], 1), match(['cid'], ['dan'], 1)]);
    expect(a.deathCheater).toEqual({ players: ['bob'], value: 2 });
    expect(a.unluckyWinner).toEqual({ players: ['ann'], value: 2 });
    expect(awards([match(['ann'], ['bob'], 2)]).deathCheater).toBeUndefined();
  });

  it('gives Team Player to both partners of the pair that played together most', () => {
    const a = awards([
      match(['ann', 'bob'], ['cid', 'dan']),
      match(['cid', 'dan'], ['ann', 'bob']),
      match(['ann', 'cid'], ['bob', 'dan']),
    ]);
    // ann–bob and cid–dan both played together twice; ann–bob got there first (same match), lower id first.
    expect(a.teamPlayer).toEqual({ players: ['ann', 'bob'], value: 2 });
  });

  it('gives Endgegner the most wins against one single player, naming the victim second', () => {
    const a = awards([
      match(['ann'], ['bob']),
      match(['cid'], ['dan']),
      match(['cid'], ['dan']),
      match(['ann'], ['bob']),
    ]);
    expect(a.endgegner).toEqual({ players: ['cid', 'dan'], value: 2 });
  });

  it('gives Score Horder the most points in one match, ties to the most recent', () => {
    const a = awards([match(['ann'], ['bob'], 0), match(['cid'], ['dan'], 0)]);
    // Both 6:0 between rank-1 players: 40 each; cid's is the more recent.
    expect(a.scoreHorder).toEqual({ players: ['cid'], value: 40 });
  });

  it('gives the further awards: close wins and losses, 6:0 wins, the most matches', () => {
    const a = awards([
      match(['ann'], ['bob'], 5),
      match(['ann'], ['cid'], 0),
      match(['ann'], ['cid'], 0, true), // six in a row: not a krabbel
      match(['bob'], ['cid'], 4),
    ]);
    expect(a.nerveOfSteel).toEqual({ players: ['ann'], value: 1 });
    expect(a.soClose).toEqual({ players: ['bob'], value: 1 });
    expect(a.krabbelKing).toEqual({ players: ['ann'], value: 1 });
    expect(a.regular).toEqual({ players: ['ann'], value: 3 });
  });

  it('changes the winner when the match that decided it is gone', () => {
    const history = [match(['ann'], ['bob'], 1), match(['cid'], ['dan'], 1), match(['cid'], ['dan'], 1)];
    expect(awards(history).unluckyWinner).toEqual({ players: ['cid'], value: 2 });
    // Deleting cid's second 6:1 leaves a tie at 1: ann got there first.
    expect(awards([history[0]!, history[1]!]).unluckyWinner).toEqual({ players: ['ann'], value: 1 });
  });
});

describe('season fold members', () => {
  it('count goals, matches and the krabbel words per DESIGN §6', () => {
    const { state } = foldSeasonMatches(
      seasonFold,
      [match(['ann'], ['bob'], 0), match(['bob'], ['ann'], 4)],
      () => config,
    );
    const table = new Map(
      [...state.rating.entries()].map(([r]) => [(r as SeasonTableRow).player_id, r as SeasonTableRow]),
    );
    expect(table.get('ann')!.rating).toMatchObject({ krabbelnLassen: 1, gekrabbelt: 0 });
    expect(table.get('bob')!.rating).toMatchObject({ krabbelnLassen: 0, gekrabbelt: 1 });
    const stats = new Map(
      [...state.statistics[1]!.entries()].map(([r]) => [(r as StatsEntry).player_id, r as StatsEntry]),
    );
    expect(stats.get('ann')).toMatchObject({
      matches: 2,
      wins: 1,
      goals_for: 10,
      goals_against: 6,
      streak: 0,
      krabbel_wins: 1,
    });
    expect(stats.get('bob')).toMatchObject({
      matches: 2,
      wins: 1,
      goals_for: 6,
      goals_against: 10,
      streak: 1,
    });
  });

  it('keeps both directions of a pair: together, won and lost against', () => {
    const { state } = foldSeasonMatches(
      seasonFold,
      [match(['ann', 'bob'], ['cid', 'dan']), match(['cid', 'ann'], ['bob', 'dan'])],
      () => config,
    );
    const pair = (a: string, b: string) => state.statistics[2]!.get({ player_id: a, other_id: b }) as PairRow;
    expect(pair('ann', 'bob')).toMatchObject({
      together: 1,
      won_together: 1,
      against: 1,
      won_against: 1,
      lost_against: 0,
    });
    expect(pair('bob', 'ann')).toMatchObject({
      together: 1,
      won_together: 1,
      against: 1,
      won_against: 0,
      lost_against: 1,
    });
    expect(pair('dan', 'cid')).toMatchObject({ together: 1, won_together: 0, against: 1, lost_against: 1 });
  });
});
