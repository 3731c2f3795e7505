import { describe, expect, it } from 'vitest';
import { DeciderSpecification } from '../../testing/deciderSpecification.ts';
import { catalogue } from '../index.ts';
import {
  decide,
  evolve,
  initialState,
  type MatchCapabilities,
  type MatchCommand,
  type MatchContext,
  type MatchState,
  type RecordMatch,
} from './match.decider.ts';
import type { MatchEvent } from './match.events.ts';
import { MATCH_MESSAGES } from './matchRules.ts';

const players = new Map(
  ['ann', 'bob', 'cem', 'dan', 'eve'].map((id) => [id, { name: id.toUpperCase(), isDisabled: id === 'eve' }]),
);
const ctx: MatchContext = { activeSeason: 3, locations: ['hq', 'annex'], players, newestMatchId: 'm9' };

const double: RecordMatch = {
  type: 'RecordMatch',
  matchId: 'm1',
  mode: 2,
  whites: { defense: 'ann', offense: 'bob' },
  blacks: { defense: 'cem', offense: 'dan' },
  scoreWhites: 6,
  scoreBlacks: 4,
  sixInARow: false,
  locationId: null,
  playedOn: '2026-11-23T12:00:00.000Z',
  createdBy: 'user-1',
};
const single: RecordMatch = { ...double, mode: 1, whites: { defense: 'ann' }, blacks: { defense: 'cem' } };

describe('recording a match', () => {
  it('records the winners, losers, positions, season and first location', () => {
    expect(decide(double, initialState, ctx)).toEqual([
      {
        type: 'MatchRecorded',
        data: {
          matchId: 'm1',
          season: 3,
          playedOn: '2026-11-23T12:00:00.000Z',
          locationId: 'hq',
          winners: [
            { playerId: 'ann', name: 'ANN', position: 'defense', team: 'whites' },
            { playerId: 'bob', name: 'BOB', position: 'offense', team: 'whites' },
          ],
          losers: [
            { playerId: 'cem', name: 'CEM', position: 'defense', team: 'blacks' },
            { playerId: 'dan', name: 'DAN', position: 'offense', team: 'blacks' },
          ],
          scoreWinner: 6,
          scoreLoser: 4,
          sixInARow: false,
          createdBy: 'user-1',
        },
      },
    ]);
  });

  it('lets the blacks win a 1 vs 1 at a chosen location', () => {
    const events = decide(
      { ...single, scoreWhites: 2, scoreBlacks: 6, locationId: 'annex' },
      initialState,
      ctx,
    );
    expect(events).toMatchObject([
      {
        data: {
          winners: [{ playerId: 'cem', team: 'blacks' }],
          losers: [{ playerId: 'ann' }],
          scoreLoser: 2,
          locationId: 'annex',
        },
      },
    ]);
  });

  it.each([
    ['no side has 6', { scoreWhites: 5, scoreBlacks: 4 }, MATCH_MESSAGES.invalidResult],
    ['both sides have 6', { scoreWhites: 6, scoreBlacks: 6 }, MATCH_MESSAGES.invalidResult],
    ['a score above 6', { scoreWhites: 7, scoreBlacks: 2 }, MATCH_MESSAGES.invalidResult],
    ['a negative score', { scoreWhites: 6, scoreBlacks: -1 }, MATCH_MESSAGES.invalidResult],
    ['a fraction', { scoreWhites: 6, scoreBlacks: 2.5 }, MATCH_MESSAGES.invalidResult],
    [
      'six in a row on a 6:0',
      { scoreWhites: 6, scoreBlacks: 0, sixInARow: true },
      MATCH_MESSAGES.sixInARowOnSixZero,
    ],
    [
      'the same player on both sides (1 vs 1)',
      { mode: 1, whites: { defense: 'ann' }, blacks: { defense: 'ann' } },
      MATCH_MESSAGES.withYourself,
    ],
    [
      'a player twice (2 vs 2)',
      { whites: { defense: 'ann', offense: 'cem' } },
      MATCH_MESSAGES.samePlayerTwice,
    ],
    [
      'a missing player (2 vs 2)',
      { whites: { defense: 'ann', offense: null } },
      'Choose every player of both teams',
    ],
    [
      'an offense player in 1 vs 1',
      { mode: 1, whites: { defense: 'ann', offense: 'bob' }, blacks: { defense: 'cem' } },
      'A 1 vs 1 match has one player per team',
    ],
    ['a disabled player', { blacks: { defense: 'cem', offense: 'eve' } }, 'EVE is disabled'],
    ['an unknown location', { locationId: 'moon' }, 'Location not found in this organisation'],
  ] as const)('refuses %s', (_, change, message) => {
    const refused = decide({ ...double, ...(change as Partial<RecordMatch>) }, initialState, ctx);
    expect(refused).toMatchObject({ message });
  });

  it('carries the live game and its goal timeline when played live, and stores them', () => {
    const goals = [
      { side: 'whites' as const, source: 'bell' as const, at: '2026-11-23T11:50:00.000Z' },
      { side: 'blacks' as const, source: 'voice' as const, at: '2026-11-23T11:51:00.000Z' },
    ];
    const [event] = decide(
      { ...double, live: { liveGameId: 'g1', goals } },
      initialState,
      ctx,
    ) as MatchEvent[];
    expect(event!.data).toMatchObject({ liveGameId: 'g1', goals });
    expect(catalogue.encode('MatchRecorded', event!.data).data).toEqual(event!.data);
    // A match entered by hand has neither, and older events read the same.
    const [byHand] = decide(double, initialState, ctx) as MatchEvent[];
    expect(byHand!.data).not.toHaveProperty('goals');
    expect(catalogue.decode('MatchRecorded', 1, byHand!.data)).toEqual(byHand!.data);
    const tooMany = Array.from({ length: 12 }, () => goals[0]!);
    expect(() => catalogue.encode('MatchRecorded', { ...event!.data, goals: tooMany })).toThrow();
  });

  it("refuses another organisation's or an unknown player, a match without season or location", () => {
    expect(
      decide({ ...double, blacks: { defense: 'zoe', offense: 'dan' } }, initialState, ctx),
    ).toMatchObject({ kind: 'notFound' });
    expect(decide(double, initialState, { ...ctx, activeSeason: null })).toMatchObject({
      message: MATCH_MESSAGES.noSeason,
    });
    expect(decide(double, initialState, { ...ctx, locations: [] })).toMatchObject({
      message: MATCH_MESSAGES.noLocations,
    });
  });
});

/** The capabilities of a player and of a moderator in the match's organisation (SPEC §6). */
const PLAYER: MatchCapabilities = { deleteAnyMatch: false, restoreMatches: false };
const MODERATOR: MatchCapabilities = { deleteAnyMatch: true, restoreMatches: true };

describe('deleting a match (SPEC §6)', () => {
  const recorded = (decide(double, initialState, ctx) as MatchEvent[]).reduce(evolve, initialState);

  it('lets anyone delete the newest match, and admins and moderators any', () => {
    expect(
      decide({ type: 'DeleteMatch', matchId: 'm1' }, recorded, { ...ctx, newestMatchId: 'm1' }, PLAYER),
    ).toEqual([{ type: 'MatchDeleted', data: { matchId: 'm1', season: 3 } }]);
    expect(decide({ type: 'DeleteMatch', matchId: 'm1' }, recorded, ctx, MODERATOR)).toHaveLength(1);
  });

  it('refuses an ordinary user an older match, and anyone a match twice', () => {
    expect(decide({ type: 'DeleteMatch', matchId: 'm1' }, recorded, ctx, PLAYER)).toMatchObject({
      kind: 'forbidden',
      message: MATCH_MESSAGES.newestOnly,
    });
    const deleted = evolve(recorded, { type: 'MatchDeleted', data: { matchId: 'm1', season: 3 } });
    expect(decide({ type: 'DeleteMatch', matchId: 'm1' }, deleted, ctx, MODERATOR)).toMatchObject({
      kind: 'conflict',
    });
    expect(decide({ type: 'DeleteMatch', matchId: 'm1' }, initialState, ctx, MODERATOR)).toMatchObject({
      kind: 'notFound',
    });
  });
});

describe('restoring a deleted match (issue 11)', () => {
  const as = (may: MatchCapabilities) =>
    DeciderSpecification.for<MatchCommand, MatchState, MatchEvent>({
      decide: (cmd, state) => decide(cmd, state, ctx, may),
      evolve,
      initialState,
    });
  const spec = as(MODERATOR);
  const recorded = decide(double, initialState, ctx) as MatchEvent[];
  const deleted: MatchEvent = { type: 'MatchDeleted', data: { matchId: 'm1', season: 3 } };
  const restored: MatchEvent = { type: 'MatchRestored', data: { matchId: 'm1', season: 3 } };
  const restore: MatchCommand = { type: 'RestoreMatch', matchId: 'm1' };

  it('restores a deleted match into the season it was recorded in', () => {
    spec
      .given([...recorded, deleted])
      .when(restore)
      .then([restored]);
  });

  it('restores a match deleted again after an earlier restore', () => {
    spec
      .given([...recorded, deleted, restored, deleted])
      .when(restore)
      .then([restored]);
  });

  it('lets anyone allowed delete a restored match again', () => {
    spec
      .given([...recorded, deleted, restored])
      .when({ type: 'DeleteMatch', matchId: 'm1' })
      .then([deleted]);
  });

  it('refuses to restore an unknown match', () => {
    spec.given([]).when(restore).thenRejects({ kind: 'notFound', message: 'Match not found' });
  });

  it('refuses to restore a match that is not deleted', () => {
    spec.given(recorded).when(restore).thenRejects({ kind: 'conflict', message: MATCH_MESSAGES.notDeleted });
  });

  it('refuses to restore a match twice', () => {
    spec
      .given([...recorded, deleted, restored])
      .when(restore)
      .thenRejects({ kind: 'conflict', message: MATCH_MESSAGES.notDeleted });
  });

  it('refuses a restore without the capability to restore', () => {
    as(PLAYER)
      .given([...recorded, deleted])
      .when(restore)
      .thenRejects({ kind: 'forbidden', message: MATCH_MESSAGES.restoreForbidden });
  });
});
