import { describe, expect, it } from 'vitest';
import { currentSeason, decide, evolve, initialState, type SeasonsState } from './season.decider.ts';
import type { SeasonEvent } from './season.events.ts';

const jan = { startsOn: '2026-01-01T00:00:00.000Z', endsOn: '2026-04-01T00:00:00.000Z' };
const apr = { startsOn: '2026-04-01T00:00:00.000Z', endsOn: '2026-07-01T00:00:00.000Z' };

const withSeasons = (...ranges: (typeof jan)[]) =>
  ranges.reduce<SeasonsState>(
    (state, r) => (decide({ type: 'CreateSeason', ...r }, state) as SeasonEvent[]).reduce(evolve, state),
    initialState,
  );

describe('season decider', () => {
  it('numbers seasons 1, 2, 3 per organisation', () => {
    expect(withSeasons(jan, apr).seasons.map((s) => s.number)).toEqual([1, 2]);
  });

  it('refuses a season that ends before it starts', () => {
    expect(
      decide({ type: 'CreateSeason', startsOn: jan.endsOn, endsOn: jan.startsOn }, initialState),
    ).toMatchObject({
      kind: 'validation',
      message: 'A season must end after it starts',
    });
  });

  it('refuses overlapping seasons but allows one to start when the other ends', () => {
    const state = withSeasons(jan);
    expect(
      decide({ type: 'CreateSeason', startsOn: '2026-03-01T00:00:00Z', endsOn: apr.endsOn }, state),
    ).toMatchObject({
      kind: 'validation',
      message: 'These dates overlap season 1',
    });
    expect(Array.isArray(decide({ type: 'CreateSeason', ...apr }, state))).toBe(true);
  });

  it('changes the dates of an existing season, checked against the others only', () => {
    const state = withSeasons(jan, apr);
    expect(
      decide(
        { type: 'ChangeSeasonDates', number: 1, startsOn: '2025-12-01T00:00:00Z', endsOn: jan.endsOn },
        state,
      ),
    ).toEqual([
      {
        type: 'SeasonDatesChanged',
        data: { number: 1, startsOn: '2025-12-01T00:00:00.000Z', endsOn: jan.endsOn },
      },
    ]);
    expect(decide({ type: 'ChangeSeasonDates', number: 9, ...jan }, state)).toMatchObject({
      kind: 'notFound',
    });
  });

  it('takes as current the season containing now, else the newest', () => {
    const { seasons } = withSeasons(jan, apr);
    expect(currentSeason(seasons, new Date('2026-02-01T00:00:00Z'))?.number).toBe(1);
    expect(currentSeason(seasons, new Date('2026-04-01T00:00:00Z'))?.number).toBe(2);
    expect(currentSeason(seasons, new Date('2027-01-01T00:00:00Z'))?.number).toBe(2);
    expect(currentSeason([], new Date())).toBeNull();
  });
});
