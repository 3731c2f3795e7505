import { describe, expect, it } from 'vitest';
import { DeciderSpecification } from '../../testing/deciderSpecification.ts';
import { catalogue } from '../index.ts';
import { cameraHostSchema } from './cameraHost.ts';
import { decide, evolve, initialState, type OrganisationState } from './organisation.decider.ts';
import type { OrganisationEvent } from './organisation.events.ts';

const details = { name: 'Acme', isPublic: true, logoUrl: null, timeZone: 'Europe/Berlin' };
const munich = {
  locationId: 'l1',
  name: 'Munich',
  lat: 48.14,
  long: 11.58,
  cameraHost: null,
  liveScoring: null,
};

function created(): OrganisationState {
  const events = decide(
    { type: 'CreateOrganisation', organisationId: 'o1', details, locations: [munich], departments: ['Dev'] },
    initialState,
  ) as OrganisationEvent[];
  return events.reduce(evolve, initialState);
}

describe('organisation decider', () => {
  it('creates an organisation with its first locations and departments as separate facts', () => {
    const events = decide(
      {
        type: 'CreateOrganisation',
        organisationId: 'o1',
        details,
        locations: [munich],
        departments: ['Dev', 'Ops'],
      },
      initialState,
    );
    expect(Array.isArray(events) && events.map((e) => e.type)).toEqual([
      'OrganisationCreated',
      'LocationAdded',
      'DepartmentAdded',
      'DepartmentAdded',
    ]);
  });

  it('refuses to create an organisation twice', () => {
    expect(
      decide(
        { type: 'CreateOrganisation', organisationId: 'o1', details, locations: [], departments: [] },
        created(),
      ),
    ).toMatchObject({ kind: 'conflict' });
  });

  it('refuses two locations or departments with the same name, ignoring case', () => {
    const state = created();
    expect(
      decide({ type: 'AddLocation', location: { ...munich, locationId: 'l2', name: 'munich' } }, state),
    ).toMatchObject({
      kind: 'conflict',
      field: 'name',
    });
    expect(decide({ type: 'AddDepartment', name: 'DEV' }, state)).toMatchObject({ kind: 'conflict' });
    expect(
      decide(
        {
          type: 'CreateOrganisation',
          organisationId: 'o2',
          details,
          locations: [munich, { ...munich, locationId: 'x' }],
          departments: [],
        },
        initialState,
      ),
    ).toMatchObject({ kind: 'conflict' });
  });

  it('changes only what is given and says nothing when nothing changes', () => {
    const state = created();
    expect(decide({ type: 'ChangeOrganisationDetails', details: { isPublic: false } }, state)).toEqual([
      { type: 'OrganisationDetailsChanged', data: { ...details, isPublic: false } },
    ]);
    expect(decide({ type: 'ChangeOrganisationDetails', details: { name: 'Acme' } }, state)).toEqual([]);
  });

  it('refuses changes to unknown locations and organisations', () => {
    expect(decide({ type: 'RemoveLocation', locationId: 'nope' }, created())).toMatchObject({
      kind: 'notFound',
    });
    expect(decide({ type: 'AddDepartment', name: 'Dev' }, initialState)).toMatchObject({ kind: 'notFound' });
  });

  it('folds location changes and removals', () => {
    let state = created();
    const moved = decide(
      { type: 'ChangeLocation', location: { ...munich, name: 'München' } },
      state,
    ) as OrganisationEvent[];
    state = moved.reduce(evolve, state);
    expect(state.locations).toEqual([{ ...munich, name: 'München' }]);
    state = (decide({ type: 'RemoveLocation', locationId: 'l1' }, state) as OrganisationEvent[]).reduce(
      evolve,
      state,
    );
    expect(state.locations).toEqual([]);
  });
});

describe('location cameras', () => {
  it('keeps the camera when a change leaves it out, and sets or clears it when given', () => {
    let state = created();
    const set = decide(
      { type: 'ChangeLocation', location: { ...munich, cameraHost: 'http://192.168.1.20' } },
      state,
    ) as OrganisationEvent[];
    state = set.reduce(evolve, state);
    const { cameraHost: _, ...withoutCamera } = munich;
    const renamed = decide(
      { type: 'ChangeLocation', location: { ...withoutCamera, name: 'München' } },
      state,
    ) as OrganisationEvent[];
    expect(renamed[0]!.data).toMatchObject({ name: 'München', cameraHost: 'http://192.168.1.20' });
    expect(
      decide({ type: 'ChangeLocation', location: { ...munich, cameraHost: 'http://192.168.1.20' } }, state),
    ).toEqual([]);
  });

  it('accepts camera base addresses and refuses paths, credentials and other schemes', () => {
    expect(cameraHostSchema.parse('http://192.168.1.20/')).toBe('http://192.168.1.20');
    expect(cameraHostSchema.parse('http://kickcam.local:8080')).toBe('http://kickcam.local:8080');
    for (const bad of [
      'ftp://cam',
      'javascript:alert(1)',
      'http://user:pw@cam',
      'http://cam/x',
      'cam',
      'http://cam?a=1',
    ])
      expect(cameraHostSchema.safeParse(bad).success, bad).toBe(false);
  });

  it('reads version 1 location events (before cameras) as locations without a camera', () => {
    const { cameraHost: _, liveScoring: __, ...v1 } = munich;
    const read = { ...v1, cameraHost: null, liveScoring: null };
    expect(catalogue.decode('LocationAdded', 1, v1)).toEqual(read);
    expect(catalogue.decode('LocationChanged', 1, v1)).toEqual(read);
  });
});

describe('live scoring per location', () => {
  it('adds a location with the default (null) unless given, and records a setting given', () => {
    expect((created().locations[0] as { liveScoring: unknown }).liveScoring).toBeNull();
    const added = decide(
      {
        type: 'AddLocation',
        location: { locationId: 'l2', name: 'Berlin', lat: 1, long: 2, liveScoring: true },
      },
      created(),
    ) as OrganisationEvent[];
    expect(added[0]!.data).toMatchObject({ locationId: 'l2', liveScoring: true, cameraHost: null });
  });

  it('keeps the setting when a change leaves it out, sets it, and goes back to the default with null', () => {
    let state = created();
    const on = decide(
      { type: 'ChangeLocation', location: { ...munich, liveScoring: true } },
      state,
    ) as OrganisationEvent[];
    expect(on.map((e) => e.type)).toEqual(['LocationChanged']);
    expect(on[0]!.data).toMatchObject({ liveScoring: true });
    state = on.reduce(evolve, state);
    const { liveScoring: _, ...rest } = munich;
    const renamed = decide(
      { type: 'ChangeLocation', location: { ...rest, name: 'München' } },
      state,
    ) as OrganisationEvent[];
    expect(renamed[0]!.data).toMatchObject({ name: 'München', liveScoring: true });
    expect(decide({ type: 'ChangeLocation', location: { ...munich, liveScoring: true } }, state)).toEqual([]);
    const back = decide(
      { type: 'ChangeLocation', location: { ...munich, liveScoring: null } },
      state,
    ) as OrganisationEvent[];
    expect(back[0]!.data).toMatchObject({ liveScoring: null });
  });

  it('reads version 2 location events (before the setting) as locations with the default', () => {
    const { liveScoring: _, ...v2 } = { ...munich, cameraHost: 'http://192.168.1.20' };
    expect(catalogue.decode('LocationAdded', 2, v2)).toEqual({ ...v2, liveScoring: null });
    expect(catalogue.decode('LocationChanged', 2, v2)).toEqual({ ...v2, liveScoring: null });
  });

  describe('camera tokens', () => {
    const hash = 'a'.repeat(64);
    const issue = { type: 'IssueCameraToken' as const, locationId: 'l1', tokenHash: hash, start: 'kc_abcd' };
    const spec = DeciderSpecification.for({ decide, evolve, initialState });
    const history = decide(
      { type: 'CreateOrganisation', organisationId: 'o1', details, locations: [munich], departments: [] },
      initialState,
    ) as OrganisationEvent[];

    it('issues a token for a location, keeping only its hash and first characters', () => {
      spec
        .given(history)
        .when(issue)
        .then([{ type: 'CameraTokenIssued', data: { locationId: 'l1', tokenHash: hash, start: 'kc_abcd' } }]);
    });

    it('refuses a token for a location that does not exist', () => {
      spec
        .given(history)
        .when({ ...issue, locationId: 'nowhere' })
        .thenRejects({ kind: 'notFound' });
    });

    it('revokes the token a location has, and refuses to revoke one it has not', () => {
      const issued = {
        type: 'CameraTokenIssued' as const,
        data: { locationId: 'l1', tokenHash: hash, start: 'x' },
      };
      spec
        .given([...history, issued])
        .when({ type: 'RevokeCameraToken', locationId: 'l1' })
        .then([{ type: 'CameraTokenRevoked', data: { locationId: 'l1' } }]);
      spec
        .given(history)
        .when({ type: 'RevokeCameraToken', locationId: 'l1' })
        .thenRejects({ kind: 'notFound' });
      spec
        .given([...history, issued, { type: 'CameraTokenRevoked', data: { locationId: 'l1' } }])
        .when({ type: 'RevokeCameraToken', locationId: 'l1' })
        .thenRejects({ kind: 'notFound' });
    });

    it('forgets the token of a removed location', () => {
      const issued = {
        type: 'CameraTokenIssued' as const,
        data: { locationId: 'l1', tokenHash: hash, start: 'x' },
      };
      const removed = { type: 'LocationRemoved' as const, data: { locationId: 'l1' } };
      const state = [...history, issued, removed].reduce(evolve, initialState);
      expect(state.cameraTokens).toEqual([]);
    });

    it('refuses an event whose hash is not a SHA-256 in hex', () => {
      expect(() =>
        catalogue.decode('CameraTokenIssued', 1, { locationId: 'l1', tokenHash: 'x', start: 'y' }),
      ).toThrow();
    });
  });

  describe('invitation links (issue 28)', () => {
    const now = new Date('2026-11-30T09:00:00Z');
    const inDays = (days: number) => new Date(now.getTime() + days * 86_400_000);
    const withInvitation = (id = 'i1', expiresAt = inDays(7)) => {
      const events = decide({ type: 'CreateInvitation', invitationId: id, expiresAt, now }, created());
      expect(Array.isArray(events)).toBe(true);
      return (events as OrganisationEvent[]).reduce(evolve, created());
    };
    const join = (state: OrganisationState, userId: string, at = now, invitationId = 'i1') =>
      decide({ type: 'JoinByInvitation', userId, invitationId, emailVerified: true, now: at }, state);

    it('makes a link valid for 1 to 30 days, and a new one replaces the old', () => {
      expect(
        decide({ type: 'CreateInvitation', invitationId: 'i1', expiresAt: inDays(30), now }, created()),
      ).toEqual([
        { type: 'InvitationCreated', data: { invitationId: 'i1', expiresAt: inDays(30).toISOString() } },
      ]);
      for (const days of [0, -1, 30.01])
        expect(
          decide({ type: 'CreateInvitation', invitationId: 'i1', expiresAt: inDays(days), now }, created()),
        ).toMatchObject({
          kind: 'validation',
        });
      const replaced = (
        decide(
          { type: 'CreateInvitation', invitationId: 'i2', expiresAt: inDays(1), now },
          withInvitation(),
        ) as OrganisationEvent[]
      ).reduce(evolve, withInvitation());
      expect(replaced.invitation?.invitationId).toBe('i2');
      expect(join(replaced, 'u1')).toMatchObject({ kind: 'notFound' });
      expect(join(replaced, 'u1', now, 'i2')).toEqual([
        { type: 'MemberJoined', data: { userId: 'u1', invitationId: 'i2', emailVerified: true } },
      ]);
    });

    it('lets people join once while the link is valid, never after it expired or was revoked', () => {
      const state = withInvitation();
      const joined = join(state, 'u1') as OrganisationEvent[];
      expect(joined).toHaveLength(1);
      expect(join(joined.reduce(evolve, state), 'u1')).toEqual([]);
      expect(join(state, 'u2', inDays(7))).toMatchObject({
        kind: 'notFound',
        message:
          'This invitation link has expired or was revoked. Ask an admin of your league for a new one.',
      });
      const revoked = (decide({ type: 'RevokeInvitation' }, state) as OrganisationEvent[]).reduce(
        evolve,
        state,
      );
      expect(revoked.invitation).toBeNull();
      expect(join(revoked, 'u2')).toMatchObject({ kind: 'notFound' });
      expect(decide({ type: 'RevokeInvitation' }, revoked)).toMatchObject({
        kind: 'notFound',
        message: 'This organisation has no invitation link',
      });
      expect(join(created(), 'u2')).toMatchObject({ kind: 'notFound' });
    });
  });
});
