import { describe, expect, it } from 'vitest';
import { type PointChangeOf, pointsLines, RECORDED_TEXTS } from './recordedMatch';

/** The toast's lines, read as one. */
const pointsSummary = (changes: PointChangeOf[]) => pointsLines(changes).join(' · ');

const change = (
  name: string | null,
  points: number,
  won: boolean,
  parts: Partial<PointChangeOf> = {},
): PointChangeOf => ({
  change: points,
  won,
  matchPoints: points,
  bounty: 0,
  challengeBonus: 0,
  clampedAtZero: false,
  player: name === null ? null : { displayName: name },
  ...parts,
});

describe('the points of a recorded match', () => {
  it('names each side once with the points its players got, winners first', () => {
    expect(
      pointsSummary([
        change('Carl', -12, false),
        change('Alex', 24, true),
        change('Dana', -12, false),
        change('Bea', 24, true),
      ]),
    ).toBe('Alex & Bea +24 · Carl & Dana \u221212');
  });

  it('gives each player their own points when a challenge made them differ, with the parts', () => {
    expect(
      pointsSummary([
        change('Alex', 74, true, { matchPoints: 24, challengeBonus: 50 }),
        change('Bea', 24, true),
        change('Carl', -12, false),
      ]),
    ).toBe('Alex +74 (24 match points + 50 challenge bonus) & Bea +24 \u00b7 Carl \u221212');
  });

  it('says a collected bounty once for a side that shares it', () => {
    expect(
      pointsSummary([
        change('Alex', 44, true, { matchPoints: 24, bounty: 20 }),
        change('Bea', 44, true, { matchPoints: 24, bounty: 20 }),
      ]),
    ).toBe('Alex & Bea +44 (24 match points + 20 bounty)');
  });

  it('says a 1 vs 1 in the same words', () => {
    expect(pointsSummary([change('Alex', 18, true), change('Bea', -9, false)])).toBe(
      'Alex +18 · Bea \u22129',
    );
  });

  it('shows a loss at 0 MMR as ±0 clamped at 0, and a deleted player as such', () => {
    expect(
      pointsSummary([
        change('Alex', 90, true, { matchPoints: 40, challengeBonus: 50 }),
        change(null, 0, false, { matchPoints: -20, clampedAtZero: true }),
      ]),
    ).toBe(
      'Alex +90 (40 match points + 50 challenge bonus) · Deleted player \u00b10 (\u221220 match points, clamped at 0)',
    );
  });

  it('cuts long names as the phone does (SPEC §9: 15 characters)', () => {
    expect(pointsSummary([change('Maximilian Mustermann', 10, true)])).toBe('Maximilian Must… +10');
  });

  it('gives one line per side for the toast, winners first', () => {
    expect(pointsLines([change('Carl', -12, false), change('Alex', 24, true)])).toEqual([
      'Alex +24',
      'Carl \u221212',
    ]);
  });

  it('is empty for a match without changes', () => {
    expect(pointsSummary([])).toBe('');
    expect(pointsLines([])).toEqual([]);
  });

  it('titles the toast with the score', () => {
    expect(RECORDED_TEXTS.title(6, 4)).toBe('Match recorded: 6:4');
  });
});
