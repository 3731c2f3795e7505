import { describe, expect, it } from 'vitest';
import type { MmrChange } from './mmrChange';
import {
  challengeProgress,
  formChips,
  formSummary,
  fromPlayersSide,
  headToHeadText,
  initialsOf,
  mmrModeSummary,
  mmrTimeline,
  nemesisText,
  partnerText,
  winRateText,
} from './profile';

describe('the avatar without an image', () => {
  it('shows the first letters of the first two words', () => {
    expect(initialsOf('Flinke Hand')).toBe('FH');
    expect(initialsOf('Black Mamba Jones')).toBe('BM');
    expect(initialsOf('bauer')).toBe('B');
    expect(initialsOf('  ')).toBe('?');
    expect(initialsOf('Ölaf')).toBe('Ö');
  });
});

describe('figures', () => {
  it('rounds win rates to one decimal', () => {
    expect(winRateText(66.666)).toBe('66.7 %');
  });
});

describe('form of the last matches', () => {
  const form = [
    { won: true, change: 14, playedOn: '2026-11-20T14:05:00' },
    { won: false, change: -9, playedOn: '2026-11-20T11:00:00' },
    { won: true, change: 11, playedOn: '2026-11-19T10:00:00' },
  ];

  it('makes a W or L chip per match, newest first, with the MMR it brought', () => {
    expect(formChips(form).map((c) => `${c.letter}${c.change}`)).toEqual(['W+14', 'L\u22129', 'W+11']);
    expect(formChips(form)[0]!.label).toBe('Won, +14 MMR, 2026-11-20 14:05');
    expect(formChips(form)[1]!.won).toBe(false);
  });

  it('counts wins and losses', () => {
    expect(formSummary(form)).toBe('Last 3 matches: 2 wins, 1 loss.');
    expect(formSummary(form.slice(0, 1))).toBe('Last match: 1 win, 0 losses.');
    expect(formSummary([])).toBe('No matches this season yet.');
  });
});

describe('challenge progress', () => {
  const current = { name: 'earlyGame', points: 50 };

  it('is won once the season’s won challenges include the current one', () => {
    expect(challengeProgress(current, ['krabbel', 'earlyGame'])).toEqual({ won: true, status: 'Won ✓' });
  });

  it('is not yet won otherwise, whatever else was won', () => {
    expect(challengeProgress(current, ['krabbel'])).toEqual({ won: false, status: 'Not yet' });
    expect(challengeProgress(current, [])).toEqual({ won: false, status: 'Not yet' });
  });
});

describe('relations', () => {
  const r = { together: 9, winsTogether: 7, against: 7, wins: 2, losses: 5 };

  it('says what a partner and a nemesis mean', () => {
    expect(partnerText(r)).toBe('9 matches together, 7 won.');
    expect(nemesisText(r)).toBe('Lost 5 of 7 matches against them.');
  });

  it('gives the head-to-head record both ways, and says when they never met', () => {
    expect(headToHeadText(r)).toEqual({
      against: 'Against: 2 wins, 5 losses in 7 matches.',
      together: 'Together: 7 won of 9 matches.',
    });
    expect(headToHeadText({ together: 0, winsTogether: 0, against: 1, wins: 1, losses: 0 })).toEqual({
      against: 'Against: 1 win, 0 losses in 1 match.',
      together: 'Never on the same team this season.',
    });
    expect(headToHeadText({ together: 0, winsTogether: 0, against: 0, wins: 0, losses: 0 }).against).toBe(
      'Never played against each other this season.',
    );
  });
});

describe('a match from the player’s side', () => {
  const change = (playerId: string, points: number, parts: Partial<MmrChange> = {}) => ({
    playerId,
    change: points,
    won: points > 0,
    matchPoints: points,
    bounty: 0,
    challengeBonus: 0,
    clampedAtZero: false,
    ...parts,
  });
  const match = {
    winners: ['me', 'pal'],
    losers: ['x', 'y'],
    pointChanges: [
      change('me', 65, { matchPoints: 15, challengeBonus: 50 }),
      change('pal', 15),
      change('x', -9),
      change('y', 0, { matchPoints: -9, clampedAtZero: true }),
    ],
  };
  const side = (playerId: string, m: typeof match = match) => fromPlayersSide(m, playerId, (p) => p);

  it('knows whether they won, with whom, against whom, and their own MMR change with its parts', () => {
    expect(side('me')).toEqual({
      won: true,
      partners: ['pal'],
      opponents: ['x', 'y'],
      change: '+65',
      parts: '15 match points + 50 challenge bonus',
    });
    expect(side('pal')).toMatchObject({ change: '+15', parts: null });
    expect(side('x')).toEqual({
      won: false,
      partners: ['y'],
      opponents: ['me', 'pal'],
      change: '\u22129',
      parts: null,
    });
    expect(side('y')).toMatchObject({ change: '\u00b10', parts: '\u22129 match points, clamped at 0' });
  });

  it('shows no points for a match that counts for nothing', () => {
    expect(side('x', { ...match, pointChanges: [] })).toMatchObject({ change: null, parts: null });
  });
});

describe('MMR over time', () => {
  it('puts both modes on one axis by day, a day played in both modes one point', () => {
    const day = (d: string, mmr: number) => ({ day: d, mmr, high: mmr, matches: 1 });
    const midnight = (y: number, m: number, d: number) => new Date(y, m - 1, d).getTime();
    expect(
      mmrTimeline(
        [day('2026-11-02', 1010), day('2026-11-04', 1025)],
        [day('2026-11-03', 990), day('2026-11-04', 1001)],
      ),
    ).toEqual([
      { t: midnight(2026, 11, 2), one: 1010 },
      { t: midnight(2026, 11, 3), two: 990 },
      { t: midnight(2026, 11, 4), one: 1025, two: 1001 },
    ]);
    expect(mmrTimeline([], [])).toEqual([]);
  });

  it('sums up a mode for a screen reader', () => {
    // The best is the day's highest, not its close; the matches are those of every day.
    expect(
      mmrModeSummary('1 vs 1', [
        { day: '2026-11-02', mmr: 1010, high: 1020, matches: 2 },
        { day: '2026-11-03', mmr: 1040, high: 1060, matches: 3 },
      ]),
    ).toBe('1 vs 1: 1010 → 1040 (best 1060) in 5 matches.');
    expect(mmrModeSummary('1 vs 1', [{ day: '2026-11-02', mmr: 990, high: 1000, matches: 1 }])).toBe(
      '1 vs 1: 990 → 990 (best 1000) in 1 match.',
    );
    expect(mmrModeSummary('2 vs 2', [])).toBe('2 vs 2: no matches.');
  });
});
