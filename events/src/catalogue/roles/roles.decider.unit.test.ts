import { describe, expect, it } from 'vitest';
import {
  type ChangeInstallationAdmin,
  type ChangeRole,
  decide,
  decideInstallationAdmin,
  evolve,
  evolveInstallationAdmins,
  initialInstallationAdmins,
  initialState,
  ROLE_MESSAGES,
} from './roles.decider.ts';
import type { InstallationAdminsEvent, OrganisationRolesEvent } from './roles.events.ts';

// Given past events, when a command, then the new events (or the refusal).
const given = (events: OrganisationRolesEvent[]) => ({
  when: (cmd: Partial<ChangeRole>, may = { changeRoles: true }) =>
    decide(
      {
        type: 'ChangeRole',
        userId: 'u2',
        role: 'moderator',
        granted: true,
        actorId: 'u1',
        ...cmd,
      },
      events.reduce(evolve, initialState),
      may,
    ),
});
const granted = (role: 'admin' | 'moderator' | 'analyst', userId = 'u2'): OrganisationRolesEvent => ({
  type: 'RoleGranted',
  data: { userId, role },
});

describe('roles in an organisation', () => {
  it('grants a role once and records nothing when it is already held', () => {
    expect(given([]).when({})).toEqual([granted('moderator')]);
    expect(given([granted('moderator')]).when({})).toEqual([]);
  });

  it('revokes a held role and records nothing for a role not held', () => {
    expect(given([granted('analyst')]).when({ role: 'analyst', granted: false })).toEqual([
      { type: 'RoleRevoked', data: { userId: 'u2', role: 'analyst' } },
    ]);
    expect(given([]).when({ role: 'analyst', granted: false })).toEqual([]);
  });

  it('keeps each role separately: revoking moderator leaves analyst', () => {
    const events = [granted('moderator'), granted('analyst')];
    const revoked = given(events).when({ role: 'moderator', granted: false }) as OrganisationRolesEvent[];
    expect([...events, ...revoked].reduce(evolve, initialState).roles).toEqual(['analyst']);
  });

  it('refuses anyone who does not administer the organisation', () => {
    expect(given([]).when({}, { changeRoles: false })).toEqual({
      kind: 'forbidden',
      message: ROLE_MESSAGES.notAdmin,
    });
  });

  it('does not let an admin remove their own admin role', () => {
    expect(
      given([granted('admin', 'u1')]).when({ userId: 'u1', role: 'admin', granted: false }),
    ).toMatchObject({ kind: 'forbidden', message: ROLE_MESSAGES.ownAdmin });
  });
});

describe('installation admins', () => {
  const when = (
    events: InstallationAdminsEvent[],
    cmd: Partial<ChangeInstallationAdmin>,
    may = { appointInstallationAdmins: true },
  ) =>
    decideInstallationAdmin(
      {
        type: 'ChangeInstallationAdmin',
        userId: 'u2',
        appointed: true,
        actorId: 'u1',
        ...cmd,
      },
      events.reduce(evolveInstallationAdmins, initialInstallationAdmins),
      may,
    );
  const appointed = (userId: string): InstallationAdminsEvent => ({
    type: 'InstallationAdminAppointed',
    data: { userId },
  });

  it('appoints once and dismisses', () => {
    expect(when([appointed('u1')], {})).toEqual([appointed('u2')]);
    expect(when([appointed('u1'), appointed('u2')], {})).toEqual([]);
    expect(when([appointed('u1'), appointed('u2')], { appointed: false })).toEqual([
      { type: 'InstallationAdminDismissed', data: { userId: 'u2' } },
    ]);
  });

  it('refuses others than installation admins, and dismissing yourself', () => {
    expect(when([], {}, { appointInstallationAdmins: false })).toMatchObject({ kind: 'forbidden' });
    expect(when([appointed('u1')], { userId: 'u1', appointed: false })).toEqual({
      kind: 'forbidden',
      message: ROLE_MESSAGES.ownInstallationAdmin,
    });
  });
});
