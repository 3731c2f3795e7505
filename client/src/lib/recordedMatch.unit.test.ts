import { describe, expect, it } from 'vitest';
import { type PointChangeOf, pointsLines, RECORDED_TEXTS, signedPoints } from './recordedMatch';

/** The toast's lines, read as one. */
const pointsSummary = (changes: PointChangeOf[]) => pointsLines(changes).join(' · ');

const change = (name: string | null, points: number, won: boolean) => ({
  change: points,
  won,
  player: name === null ? null : { displayName: name },
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

  it('gives each player their own points when a bounty or a challenge made them differ', () => {
    expect(
      pointsSummary([change('Alex', 74, true), change('Bea', 24, true), change('Carl', -12, false)]),
    ).toBe('Alex +74 & Bea +24 · Carl \u221212');
  });

  it('says a 1 vs 1 in the same words', () => {
    expect(pointsSummary([change('Alex', 18, true), change('Bea', -9, false)])).toBe(
      'Alex +18 · Bea \u22129',
    );
  });

  it('shows a loss at 0 MMR as ±0, and a deleted player as such', () => {
    expect(pointsSummary([change('Alex', 18, true), change(null, 0, false)])).toBe(
      'Alex +18 · Deleted player \u00b10',
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

  it('signs points as the badge does', () => {
    expect([signedPoints(5), signedPoints(-5), signedPoints(0)]).toEqual(['+5', '\u22125', '\u00b10']);
    expect(RECORDED_TEXTS.title(6, 4)).toBe('Match recorded: 6:4');
  });
});
