import { describe, expect, it } from 'vitest';
import { playerImageUrlSchema, playerNameSchema } from '../fields.ts';
import {
  type ChangePlayerProfile,
  type ClaimPlayer,
  type CreatePlayer,
  decide,
  evolve,
  initialState,
  type PlayerContext,
  type PlayerState,
} from './player.decider.ts';
import type { PlayerEvent } from './player.events.ts';

const cmd: CreatePlayer = {
  type: 'CreatePlayer',
  playerId: 'p1',
  name: 'Müller',
  nickname: 'Bomber',
  locationId: 'l1',
  department: 'Dev',
  imageUrl: null,
  userId: null,
  isHost: false,
};
const ctx: PlayerContext = {
  organisationLocations: ['l1', 'l2'],
  organisationDepartments: ['Dev'],
  nicknameHolder: null,
  userHasPlayer: false,
};

/** The state after the given commands, each of which must succeed. */
function stateAfter(...commands: Parameters<typeof decide>[0][]): PlayerState {
  let state = initialState;
  for (const c of commands) {
    const events = decide(c, state, ctx);
    if (!Array.isArray(events)) throw new Error(events.message);
    state = events.reduce(evolve, state);
  }
  return state;
}

const claim: ClaimPlayer = { type: 'ClaimPlayer', playerId: 'p1', userId: 'u1' };
const change = (c: Partial<ChangePlayerProfile>): ChangePlayerProfile => ({
  type: 'ChangePlayerProfile',
  playerId: 'p1',
  userId: 'u1',
  ...c,
});

describe('creating a player', () => {
  it('creates a player at a location of the organisation', () => {
    expect(decide(cmd, initialState, ctx)).toMatchObject([
      { type: 'PlayerCreated', data: { nickname: 'Bomber' } },
    ]);
  });

  it('refuses a taken nickname with the SPEC text', () => {
    expect(decide(cmd, initialState, { ...ctx, nicknameHolder: 'p2' })).toMatchObject({
      kind: 'conflict',
      message: 'Nickname already exists. Be a bit more creative',
    });
  });

  it('refuses unknown locations and departments', () => {
    expect(decide({ ...cmd, locationId: 'x' }, initialState, ctx)).toMatchObject({ field: 'locationId' });
    expect(decide({ ...cmd, department: 'Sales' }, initialState, ctx)).toMatchObject({ field: 'department' });
  });

  it("accepts the 'Guests' department in every organisation and spells departments as the organisation does", () => {
    expect(
      decide({ ...cmd, department: 'guests' }, initialState, { ...ctx, organisationDepartments: [] }),
    ).toMatchObject([{ data: { department: 'Guests' } }]);
    expect(decide({ ...cmd, department: 'dev' }, initialState, ctx)).toMatchObject([
      { data: { department: 'Dev' } },
    ]);
    expect(decide({ ...cmd, department: null }, initialState, ctx)).toMatchObject([
      { data: { department: null } },
    ]);
  });

  it('refuses a second player for the same user', () => {
    expect(decide({ ...cmd, userId: 'u1' }, initialState, { ...ctx, userHasPlayer: true })).toEqual({
      kind: 'conflict',
      message: 'You already have a player',
    });
  });

  it('refuses to create the same player twice', () => {
    expect(decide(cmd, stateAfter(cmd), ctx)).toMatchObject({ kind: 'conflict' });
  });

  it('validates names as SPEC §5 says', () => {
    expect(playerNameSchema.safeParse('A').error?.issues[0]?.message).toBe('Minimum of 2 characters');
    expect(playerNameSchema.safeParse('Bob <b>').error?.issues[0]?.message).toBe(
      'No weird characters allowed',
    );
    expect(playerNameSchema.safeParse("O'Neil").success).toBe(false);
    expect(playerNameSchema.safeParse('x'.repeat(26)).success).toBe(false);
    expect(playerNameSchema.safeParse('Zoë').success).toBe(true);
    expect(playerNameSchema.safeParse(`Bo${String.fromCharCode(0)}b`).success).toBe(false);
    expect(playerNameSchema.safeParse('Bo\nb').success).toBe(false);
  });

  it('accepts only http(s) image addresses of at most 500 characters', () => {
    expect(playerImageUrlSchema.safeParse('https://example.com/me.png').success).toBe(true);
    expect(playerImageUrlSchema.safeParse('ftp://example.com/me.png').success).toBe(false);
    expect(playerImageUrlSchema.safeParse('javascript:alert(1)').success).toBe(false);
    expect(playerImageUrlSchema.safeParse(`https://example.com/${'x'.repeat(481)}`).success).toBe(false);
  });
});

describe('claiming a player', () => {
  it('hands the player to the user and keeps a guest copy of it as it was', () => {
    expect(decide(claim, stateAfter(cmd), ctx)).toEqual([
      {
        type: 'PlayerClaimed',
        data: {
          playerId: 'p1',
          userId: 'u1',
          guest: { name: 'Müller', nickname: 'Bomber', locationId: 'l1', department: 'Dev', imageUrl: null },
        },
      },
    ]);
  });

  it('refuses a player that has already been claimed', () => {
    expect(decide({ ...claim, userId: 'u2' }, stateAfter(cmd, claim), ctx)).toEqual({
      kind: 'conflict',
      message: 'This player has already been claimed',
    });
    expect(decide(claim, stateAfter({ ...cmd, userId: 'u9' }), ctx)).toMatchObject({
      message: 'This player has already been claimed',
    });
  });

  it('refuses a disabled player', () => {
    const disabled = { ...stateAfter(cmd), isDisabled: true };
    expect(decide(claim, disabled, ctx)).toMatchObject({ kind: 'conflict', message: /disabled/ });
  });

  it('refuses a user who already has a player', () => {
    expect(decide(claim, stateAfter(cmd), { ...ctx, userHasPlayer: true })).toEqual({
      kind: 'conflict',
      message: 'You already have a player',
    });
  });

  it('refuses a player that does not exist', () => {
    expect(decide(claim, initialState, ctx)).toMatchObject({ kind: 'notFound' });
  });
});

describe("changing one's own player", () => {
  const own = () => stateAfter(cmd, claim);

  it('records the full new profile; absent fields keep their value', () => {
    expect(decide(change({ nickname: 'Zange', locationId: 'l2' }), own(), ctx)).toEqual([
      {
        type: 'PlayerProfileChanged',
        data: { playerId: 'p1', nickname: 'Zange', imageUrl: null, locationId: 'l2', department: 'Dev' },
      },
    ]);
  });

  it('clears the picture and the department with an explicit null', () => {
    const withPicture = (
      decide(change({ imageUrl: 'https://x.io/a.png' }), own(), ctx) as PlayerEvent[]
    ).reduce(evolve, own());
    expect(decide(change({ imageUrl: null, department: null }), withPicture, ctx)).toMatchObject([
      { data: { imageUrl: null, department: null, nickname: 'Bomber' } },
    ]);
  });

  it('allows only the owner to change a player', () => {
    expect(decide(change({ userId: 'u2', nickname: 'Zange' }), own(), ctx)).toMatchObject({
      kind: 'forbidden',
    });
    expect(decide(change({ nickname: 'Zange' }), stateAfter(cmd), ctx)).toMatchObject({ kind: 'forbidden' });
  });

  it('lets those who manage players change any player, names included; its owner never the name', () => {
    const manager = { managePlayers: true };
    expect(decide(change({ userId: 'u2', name: 'Bomb' }), own(), ctx, manager)).toMatchObject([
      { type: 'PlayerRenamed', data: { name: 'Bomb' } },
    ]);
    expect(decide(change({ name: 'Bomb' }), own(), ctx)).toMatchObject({ kind: 'forbidden', field: 'name' });
  });

  it('refuses a nickname of another player but not its own in another case', () => {
    expect(decide(change({ nickname: 'Zange' }), own(), { ...ctx, nicknameHolder: 'p2' })).toMatchObject({
      message: 'Nickname already exists. Be a bit more creative',
    });
    expect(decide(change({ nickname: 'BOMBER' }), own(), { ...ctx, nicknameHolder: 'p1' })).toMatchObject([
      { data: { nickname: 'BOMBER' } },
    ]);
  });

  it('checks only what changes: a removed location or department may stay', () => {
    const moved = { ...ctx, organisationLocations: ['l2'], organisationDepartments: [] };
    expect(decide(change({ nickname: 'Zange', department: 'Dev' }), own(), moved)).toMatchObject([
      { data: { nickname: 'Zange', locationId: 'l1', department: 'Dev' } },
    ]);
    expect(decide(change({ locationId: 'l1' }), own(), moved)).toEqual([]);
    expect(decide(change({ locationId: 'l3' }), own(), moved)).toMatchObject({ field: 'locationId' });
    expect(decide(change({ department: 'Sales' }), own(), moved)).toMatchObject({ field: 'department' });
  });

  it('records nothing when nothing changes', () => {
    expect(decide(change({ nickname: 'Bomber', department: 'dev' }), own(), ctx)).toEqual([]);
  });
});
