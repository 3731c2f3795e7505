import { describe, expect, it } from 'vitest';
import { decide, evolve, initialState } from './config.decider.ts';
import type { ConfigEvent } from './config.events.ts';
import { DEFAULT_CONFIG, effectiveDepartments } from './configValues.ts';
import { DEFAULT_RANK_LADDER, type Rank, rankFor } from './rankLadder.ts';

const NOW = '2026-11-22T10:00:00.000Z';
const apply = (events: ConfigEvent[] | unknown) => (events as ConfigEvent[]).reduce(evolve, initialState);

describe('config decider', () => {
  it('records one fact per changed value and nothing for unchanged ones', () => {
    const events = decide(
      {
        type: 'ChangeConfigValues',
        values: { bounty: { bountyPoints: 15, requiredWins: 3 }, defaultLive: false },
        now: NOW,
      },
      initialState,
    );
    expect(events).toEqual([
      { type: 'ConfigValueChanged', data: { key: 'bounty', value: { bountyPoints: 15, requiredWins: 3 } } },
    ]);
  });

  it('dates a new challenge and keeps the date when only its text changes', () => {
    const state = apply(
      decide(
        {
          type: 'ChangeConfigValues',
          values: {
            currentChallenge: { name: 'earlyGame', description: 'Early bird', points: 50, changedOn: null },
          },
          now: NOW,
        },
        initialState,
      ),
    );
    expect(state.values.currentChallenge).toEqual({
      name: 'earlyGame',
      description: 'Early bird',
      points: 50,
      changedOn: NOW,
    });
    const later = decide(
      {
        type: 'ChangeConfigValues',
        values: {
          currentChallenge: { name: 'earlyGame', description: 'Before 11', points: 50, changedOn: null },
        },
        now: '2026-12-01T00:00:00.000Z',
      },
      state,
    ) as ConfigEvent[];
    expect(later[0]!.data).toMatchObject({ value: { description: 'Before 11', changedOn: NOW } });
  });

  it.each([
    [{ bounty: { bountyPoints: 0, requiredWins: 5 } }, 'Bounty points must be between 1 and 200'],
    [{ bounty: { bountyPoints: 10, requiredWins: 1 } }, 'Required wins must be between 2 and 50'],
    [{ frequencyBlack: { from: 3000, to: 2000 } }, 'The range must start below its end'],
    [{ frequencyWhite: { from: 5, to: 2000 } }, 'Frequencies go from 20 to 20000 Hz'],
    [
      { currentChallenge: { name: 'krabbel', description: ' ', points: 50, changedOn: null } },
      'Description is required',
    ],
  ] as const)('refuses %j', (values, message) => {
    expect(decide({ type: 'ChangeConfigValues', values: values as never, now: NOW }, initialState)).toEqual({
      kind: 'validation',
      message,
      field: Object.keys(values)[0],
    });
  });

  it('starts from the documented defaults', () => {
    expect(initialState.values).toEqual(DEFAULT_CONFIG);
    expect(DEFAULT_CONFIG.bounty).toEqual({ bountyPoints: 10, requiredWins: 5 });
    expect(DEFAULT_CONFIG.currentChallenge.points).toBe(50);
  });

  it("has default bells the detector can hear: above SPEC §9's 3000 Hz, apart from each other", () => {
    // SPEC §9: frequencies at or below 3000 Hz are ignored; a bell whose band lies there never rings.
    const { frequencyBlack: black, frequencyWhite: white } = DEFAULT_CONFIG;
    for (const band of [black, white]) expect(band.from).toBeGreaterThan(3000);
    expect(black.to < white.from || white.to < black.from).toBe(true);
  });
});

describe('rank ladder', () => {
  const ladder = (rows: [number, number, number][]): Rank[] =>
    rows.map(([rank, a, b]) => ({ rank, name: `R${rank}`, icon: '', minMmrOneOnOne: a, minMmrTwoOnTwo: b }));

  it('accepts the default ladder and a valid edit', () => {
    expect(decide({ type: 'ChangeRankLadder', ranks: DEFAULT_RANK_LADDER }, initialState)).toEqual([]);
    expect(
      decide(
        {
          type: 'ChangeRankLadder',
          ranks: ladder([
            [1, 0, 0],
            [2, 50, 80],
          ]),
        },
        initialState,
      ),
    ).toHaveLength(1);
  });

  it.each([
    [ladder([]), 'The ladder needs at least one rank'],
    [
      ladder([
        [1, 0, 0],
        [1, 10, 10],
      ]),
      'Ranks must be unique and ascending',
    ],
    [
      ladder([
        [2, 0, 0],
        [1, 10, 10],
      ]),
      'Ranks must be unique and ascending',
    ],
    [
      ladder([
        [1, 0, 0],
        [2, 100, 100],
        [3, 90, 200],
      ]),
      'Minimum MMR must not decrease from one rank to the next',
    ],
    [ladder([[1, 10, 0]]), 'The first rank must start at MMR 0'],
  ])('refuses a ladder that is not ascending (%#)', (ranks, message) => {
    expect(decide({ type: 'ChangeRankLadder', ranks }, initialState)).toEqual({
      kind: 'validation',
      message,
      field: 'ranks',
    });
  });

  it.each([
    [0, 'Holzfuß'],
    [99, 'Holzfuß'],
    [100, 'Bronze'],
    [1699, 'Legende'],
    [5000, 'Kickergott'],
  ])('MMR %i has rank %s', (mmr, name) => {
    expect(rankFor(DEFAULT_RANK_LADDER, mmr, 'oneOnOne').name).toBe(name);
    expect(rankFor(DEFAULT_RANK_LADDER, mmr, 'twoOnTwo').name).toBe(name);
  });
});

describe('departments', () => {
  it("uses the organisation's own departments, else the installation's, else the default", () => {
    expect(effectiveDepartments(['Dev'], ['Sales'])).toEqual(['Dev']);
    expect(effectiveDepartments([], ['Sales'])).toEqual(['Sales']);
    expect(effectiveDepartments([], null)).toEqual([
      'Development',
      'Product',
      'Sales',
      'Marketing',
      'Operations',
    ]);
  });

  it('refuses duplicate or empty default departments', () => {
    expect(
      decide({ type: 'ChangeDefaultDepartments', departments: ['Dev', 'dev'] }, initialState),
    ).toMatchObject({
      kind: 'validation',
      message: 'Department names must differ',
    });
    expect(decide({ type: 'ChangeDefaultDepartments', departments: [' '] }, initialState)).toMatchObject({
      kind: 'validation',
      message: 'Department name is required',
    });
  });

  it('keeps the addresses of embedded tools: http(s) only, trimmed, bounded', () => {
    const tools = (feedbackUrl: string | null) => ({
      type: 'ChangeConfigValues' as const,
      values: { externalTools: { soundboardUrl: null, archiveUrl: null, feedbackUrl } },
      now: NOW,
    });
    expect(decide(tools('  https://feedback.example.com/kicker?x=1 '), initialState)).toEqual([
      {
        type: 'ConfigValueChanged',
        data: {
          key: 'externalTools',
          value: {
            soundboardUrl: null,
            archiveUrl: null,
            feedbackUrl: 'https://feedback.example.com/kicker?x=1',
          },
        },
      },
    ]);
    expect(decide(tools(null), initialState)).toEqual([]);
    for (const bad of [
      'javascript:alert(1)',
      'ftp://x',
      'https://u:p@x',
      'https://x/#a',
      `https://x/${'a'.repeat(500)}`,
    ])
      expect(decide(tools(bad), initialState), bad).toMatchObject({
        kind: 'validation',
        field: 'externalTools',
      });
  });
});
