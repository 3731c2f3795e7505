import { describe, expect, it } from 'vitest';
import { playerNameSchema } from '../fields.ts';
import { type CreatePlayer, decide, initialState, type PlayerContext } from './player.decider.ts';

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
  organisationLocations: ['l1'],
  organisationDepartments: ['Dev'],
  nicknameTaken: false,
  userHasPlayer: false,
};

describe('player decider', () => {
  it('creates a player at a location of the organisation', () => {
    expect(decide(cmd, initialState, ctx)).toMatchObject([
      { type: 'PlayerCreated', data: { nickname: 'Bomber' } },
    ]);
  });

  it('refuses a taken nickname with the SPEC text', () => {
    expect(decide(cmd, initialState, { ...ctx, nicknameTaken: true })).toMatchObject({
      message: 'Nickname already exists. Be a bit more creative',
    });
  });

  it('refuses unknown locations and departments', () => {
    expect(decide({ ...cmd, locationId: 'x' }, initialState, ctx)).toMatchObject({ field: 'locationId' });
    expect(decide({ ...cmd, department: 'Sales' }, initialState, ctx)).toMatchObject({ field: 'department' });
  });

  it('validates names as SPEC §5 says', () => {
    expect(playerNameSchema.safeParse('A').error?.issues[0]?.message).toBe('Minimum of 2 characters');
    expect(playerNameSchema.safeParse('Bob <b>').error?.issues[0]?.message).toBe(
      'No weird characters allowed',
    );
    expect(playerNameSchema.safeParse("O'Neil").success).toBe(false);
    expect(playerNameSchema.safeParse('x'.repeat(26)).success).toBe(false);
    expect(playerNameSchema.safeParse('Zoë').success).toBe(true);
  });
});
