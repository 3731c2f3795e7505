import { randomUUID } from 'node:crypto';
import {
  appendToStream,
  catalogue,
  createInMemoryChangeFeed,
  GLOBAL_ORG,
  INSTALLATION_STREAM_ID,
  USER_STREAM,
  userStreamId,
} from '@kicker/events';
import { projections, rebuild, rolesProjection } from '@kicker/projections';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CommandDeps, systemActor } from '../src/commands/command.ts';
import { migrateLegacyRoles } from '../src/commands/legacyRoles.ts';
import { openOrganisation } from '../src/commands/organisation.ts';
import { runCommand } from '../src/commands/pipeline.ts';
import { createPlayer } from '../src/commands/player.ts';
import { createTestDatabase, type TestDatabase } from './support/db.ts';

// Issue 11 item 1: an installation from before roles were per organisation keeps its people in
// charge of what they ran, and nothing more.

describe('the legacy role claims become grants per organisation', () => {
  let t: TestDatabase;
  let deps: CommandDeps;
  const [first, moderator, demoted, stranger] = ['u-first', 'u-mod', 'u-demoted', 'u-stranger'];
  let home: string;
  let branch: string;
  let elsewhere: string;

  async function organisation(name: string, createdBy: string) {
    const orgId = randomUUID();
    const created = await runCommand(
      deps,
      openOrganisation,
      {
        organisationId: orgId,
        details: { name, isPublic: true, logoUrl: null, timeZone: 'UTC' },
        locations: [{ locationId: 'hq', name: 'HQ', lat: 0, long: 0, cameraHost: null }],
        departments: [],
      },
      systemActor(createdBy),
    );
    if (!('events' in created)) throw new Error(created.message);
    return orgId;
  }

  async function player(orgId: string, userId: string) {
    const made = await runCommand(
      deps,
      createPlayer,
      {
        orgId: orgId,
        command: {
          type: 'CreatePlayer',
          playerId: randomUUID(),
          name: userId,
          nickname: userId,
          locationId: 'hq',
          department: null,
          imageUrl: null,
          userId,
          isHost: false,
        },
      },
      systemActor(userId),
    );
    if (!('events' in made)) throw new Error(made.message);
  }

  /** What the old code appended for a role claim. */
  async function legacy(type: 'UserRoleGranted' | 'UserRoleRevoked', userId: string, role: string) {
    await appendToStream(t.db, catalogue, {
      orgId: GLOBAL_ORG,
      streamId: userStreamId(userId),
      streamType: USER_STREAM,
      expectedVersion: 'any',
      events: [{ type, data: { userId, role } }],
      metadata: { actor: first },
    });
  }

  beforeAll(async () => {
    t = await createTestDatabase();
    deps = { db: t.db, changeFeed: createInMemoryChangeFeed(), projections };
    // The old installation: the first user ran Home (their player's) and created Branch; a
    // moderator played in Home; someone was admin once and lost it; Elsewhere is another tenant.
    await appendToStream(t.db, catalogue, {
      orgId: GLOBAL_ORG,
      streamId: INSTALLATION_STREAM_ID,
      streamType: 'installation',
      expectedVersion: 'no_stream',
      events: [{ type: 'InstallationClaimed', data: { userId: first } }],
      metadata: { actor: first },
    });
    home = await organisation('Home', first);
    branch = await organisation('Branch', first);
    elsewhere = await organisation('Elsewhere', stranger);
    await player(home, first);
    await player(home, moderator);
    await player(elsewhere, demoted);
    await legacy('UserRoleGranted', first, 'admin');
    await legacy('UserRoleGranted', moderator, 'moderator');
    await legacy('UserRoleGranted', demoted, 'admin');
    await legacy('UserRoleRevoked', demoted, 'admin');
  });
  afterAll(() => t?.drop());

  const grants = async () =>
    (
      await t.pool.query<{ org_id: string; user_id: string; role: string }>(
        'SELECT org_id, user_id, role FROM organisation_roles ORDER BY user_id, org_id, role',
      )
    ).rows;

  it('makes an admin admin of the organisations they ran, a moderator moderator of theirs, the first user installation admin', async () => {
    expect(await migrateLegacyRoles(deps)).toEqual({ grants: 3, admins: 1 });
    expect(await grants()).toEqual(
      [
        { org_id: home, user_id: first, role: 'admin' },
        { org_id: branch, user_id: first, role: 'admin' },
        { org_id: home, user_id: moderator, role: 'moderator' },
      ].sort((a, b) => `${a.user_id}${a.org_id}`.localeCompare(`${b.user_id}${b.org_id}`)),
    );
    const admins = await t.pool.query('SELECT user_id FROM installation_admins');
    expect(admins.rows).toEqual([{ user_id: first }]);
    // Each grant is an event in that organisation's log, by the system; the other tenant's is untouched.
    const inHome = await t.pool.query(
      `SELECT type, metadata->>'actor' AS actor FROM events WHERE org_id = $1 AND type = 'RoleGranted'`,
      [home],
    );
    expect(inHome.rows).toEqual([
      { type: 'RoleGranted', actor: null },
      { type: 'RoleGranted', actor: null },
    ]);
    const inElsewhere = await t.pool.query(
      `SELECT count(*)::int AS n FROM events WHERE org_id = $1 AND type LIKE 'Role%'`,
      [elsewhere],
    );
    expect(inElsewhere.rows[0].n).toBe(0);
  });

  it('runs once: a second start changes nothing, and a rebuild gives the same rows', async () => {
    const before = await grants();
    const { rows } = await t.pool.query('SELECT count(*)::int AS n FROM events');
    expect(await migrateLegacyRoles(deps)).toBeNull();
    const after = await t.pool.query('SELECT count(*)::int AS n FROM events');
    expect(after.rows[0].n).toBe(rows[0].n);
    await rebuild(t.db, catalogue, rolesProjection);
    expect(await grants()).toEqual(before);
  });
});
